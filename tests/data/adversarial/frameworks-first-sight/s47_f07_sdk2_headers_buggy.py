from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("headers")


@server.tool()
async def agent_name(ctx: Context) -> str:
    return ctx.headers.get("user-agent", "unknown")  # expect: DK201
