from dataclasses import dataclass

from agents import RunContextWrapper, function_tool


@dataclass
class User:
    name: str


@function_tool
def greet(ctx: RunContextWrapper[User]) -> str:
    return f"hello {ctx.context.name}"
