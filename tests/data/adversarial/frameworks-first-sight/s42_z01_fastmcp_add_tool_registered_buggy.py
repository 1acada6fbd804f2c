from fastmcp import Context, FastMCP
from fastmcp.tools import Tool

mcp = FastMCP("x")


async def whoami(ctx: Context) -> str:
    return ctx.client_id.lower()  # expect: DK201


mcp.add_tool(Tool.from_function(whoami))
