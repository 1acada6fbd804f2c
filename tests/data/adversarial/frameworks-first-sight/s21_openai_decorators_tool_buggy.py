from agents import RunContextWrapper
from agents.decorators import tool


@tool
def greet(name: str, ctx: RunContextWrapper[None]) -> str:  # expect: DK004
    return f"hello {name}"
