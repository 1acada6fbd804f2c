from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def raw(ctx: ToolContext[None], q: str) -> str:
    return ctx.run_config.workflow_name + q
