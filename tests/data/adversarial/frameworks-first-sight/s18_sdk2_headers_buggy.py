from mcp.server.mcpserver import MCPServer, Context

server = MCPServer("x")


@server.tool()
async def who(ctx: Context) -> str:
    return ctx.headers.get("x-user", "")  # expect: DK201
