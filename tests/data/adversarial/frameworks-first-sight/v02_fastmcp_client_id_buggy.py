from fastmcp import FastMCP, Context

mcp = FastMCP("s")

@mcp.tool
async def who(ctx: Context) -> str:
    return ctx.client_id.lower()  # expect: DK201
