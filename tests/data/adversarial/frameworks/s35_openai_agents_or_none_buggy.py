from agents import function_tool
from agents.tool_context import ToolContext


def _namespace(ctx: ToolContext[dict]):
    return ctx.tool_namespace or None


@function_tool
def ns(ctx: ToolContext[dict]) -> str:
    return _namespace(ctx).upper()  # expect: DK201
