from mcp.server.mcpserver import Context, MCPServer

mcp = MCPServer("demo")


@mcp.tool()
async def version(ctx: Context) -> str:
    v = ctx.protocol_version
    return v.upper() if v else "unknown"
