from agents import RunContextWrapper
from agents.decorators import tool


@tool
def echo(ctx: RunContextWrapper[None], text: str) -> str:
    return text + str(ctx.tool_input.keys())  # expect: DK201
