from mcp.server.mcpserver import Context, MCPServer

mcp = MCPServer("t")


@mcp.tool()
async def caps(ctx: Context) -> bool:
    return ctx.client_capabilities.sampling is not None  # expect: DK201
