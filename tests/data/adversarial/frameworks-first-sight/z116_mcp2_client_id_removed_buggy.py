from mcp.server.mcpserver import Context, MCPServer

mcp = MCPServer("demo")


@mcp.tool()
async def who(ctx: Context) -> str:
    return str(ctx.client_id)  # expect: DK002
