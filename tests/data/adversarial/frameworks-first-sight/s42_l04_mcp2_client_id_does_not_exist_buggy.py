from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("demo")


@server.tool()
async def client(ctx: Context) -> str:
    return ctx.client_id or "none"  # expect: DK002
