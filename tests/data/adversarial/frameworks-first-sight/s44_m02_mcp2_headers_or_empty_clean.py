from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("hdr")


@server.tool()
async def who(ctx: Context) -> str:
    headers = ctx.headers or {}
    return headers.get("user-agent", "?")
