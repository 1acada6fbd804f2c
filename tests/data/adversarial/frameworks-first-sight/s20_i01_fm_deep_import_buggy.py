from fastmcp import FastMCP
from fastmcp.server.context import Context

mcp = FastMCP("demo")


@mcp.tool(name="who", description="who is calling")
async def who(ctx: Context) -> str:
    return ctx.client_id.lower()  # expect: DK201
