from agents import FunctionTool
from agents.tool_context import ToolContext


async def handle(ctx: ToolContext, args: str) -> str:
    return ctx.tool_namespace.upper() + args  # expect: DK201


spaced = FunctionTool(
    name="spaced",
    description="d",
    params_json_schema={"type": "object", "properties": {}},
    on_invoke_tool=handle,
)
