from dataclasses import dataclass

from agents import RunContextWrapper, function_tool


@dataclass
class User:
    name: str


@function_tool
def greet(ctx: RunContextWrapper[User | None]) -> str:
    return f"hi {ctx.context.name}"  # expect: DK201
