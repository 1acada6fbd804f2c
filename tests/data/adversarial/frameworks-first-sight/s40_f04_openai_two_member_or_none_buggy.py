from agents import RunContextWrapper, function_tool
from agents.tool_context import ToolContext


def _label(ctx: ToolContext[None], deep: bool):
    if deep:
        return ctx.tool_namespace
    if ctx.agent is not None:
        return ctx.agent
    return None


@function_tool
def where(ctx: ToolContext[None], query: str) -> str:
    return str(_label(ctx, False).name) + query  # expect: DK201
