from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("hdr")


@server.tool()
async def who(ctx: Context) -> str:
    agent = ctx.headers.get("user-agent", "?")  # expect: DK201
    return agent
