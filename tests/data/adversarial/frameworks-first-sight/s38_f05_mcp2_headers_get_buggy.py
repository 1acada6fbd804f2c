from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("demo")


@server.tool()
async def agent(ctx: Context) -> str:
    return ctx.headers.get("user-agent", "")  # expect: DK201
