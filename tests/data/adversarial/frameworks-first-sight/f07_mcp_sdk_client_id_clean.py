from mcp.server.fastmcp import FastMCP, Context

server = FastMCP("s")

@server.tool()
async def who(ctx: Context) -> str:
    client = ctx.client_id
    if not client:
        return "anonymous"
    return client.lower()
