from agents import function_tool
from agents.tool_context import ToolContext


@function_tool
def model(ctx: ToolContext[None]) -> str:
    return str(ctx.run_config.model)
