from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("demo")


@server.tool()
async def who(ctx: Context) -> str:
    return ctx.client_id or "anon"  # expect: DK002
