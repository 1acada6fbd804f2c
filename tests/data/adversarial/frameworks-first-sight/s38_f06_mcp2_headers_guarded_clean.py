from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("demo")


@server.tool()
async def agent(ctx: Context) -> str:
    headers = ctx.headers
    if not headers:
        return ""
    return headers.get("user-agent", "")
