from mcp.server.mcpserver import MCPServer, Context

server = MCPServer("x")


@server.tool()
async def who(ctx: Context) -> str:
    return ctx.client_id or "anon"  # expect: DK002
