from agents import RunContextWrapper
from agents.decorators import tool


@tool(name_override="greet")
def greet(ctx: RunContextWrapper[None], name: str) -> str:
    return f"hello {name} ({ctx.usage.requests} requests so far)"
