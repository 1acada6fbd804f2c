from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("demo")


@server.tool()
async def agent_of(ctx: Context) -> str:
    if (headers := ctx.headers) is None:
        return "unknown"
    return headers.get("user-agent", "unknown")
