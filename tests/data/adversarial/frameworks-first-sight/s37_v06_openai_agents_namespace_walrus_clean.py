from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def where(ctx: ToolContext[None]) -> str:
    if (ns := ctx.tool_namespace) is None:
        return "root"
    return ns.lower()
