from dataclasses import dataclass

from agents import RunContextWrapper, function_tool


@dataclass
class User:
    name: str


@function_tool
def greet(ctx: RunContextWrapper[User | None]) -> str:
    user = ctx.context
    assert user is not None, "run with context=User(...)"
    return f"hi {user.name}"
