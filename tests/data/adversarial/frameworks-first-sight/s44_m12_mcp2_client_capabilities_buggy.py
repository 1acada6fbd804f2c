from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("caps")


@server.tool()
async def can_sample(ctx: Context) -> bool:
    return ctx.client_capabilities.sampling is not None  # expect: DK201
