from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("caps")


@server.tool()
async def can_sample(ctx: Context) -> bool:
    caps = ctx.client_capabilities
    return caps is not None and caps.sampling is not None
