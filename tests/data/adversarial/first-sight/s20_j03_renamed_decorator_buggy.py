from devkit.mcp import ExecutionContext
from devkit.mcp import tool as mcp_tool


@mcp_tool(name="t")
async def t(args: dict, ctx: ExecutionContext) -> str:
    return ctx.tool_name.upper()  # expect: DK201
