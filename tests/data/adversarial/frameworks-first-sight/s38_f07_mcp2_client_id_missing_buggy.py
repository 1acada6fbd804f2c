from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("demo")


@server.tool()
async def who(ctx: Context) -> str:
    return str(ctx.client_id)  # expect: DK002
