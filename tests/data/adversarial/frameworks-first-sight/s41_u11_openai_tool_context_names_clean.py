from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def describe(ctx: ToolContext[None], detail: str) -> str:
    return f"{ctx.tool_name}#{ctx.tool_call_id}: {detail} ({len(ctx.tool_arguments)} chars)"
