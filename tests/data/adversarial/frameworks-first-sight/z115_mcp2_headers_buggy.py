from mcp.server.mcpserver import Context, MCPServer

mcp = MCPServer("demo")


@mcp.tool()
async def agent_of(ctx: Context) -> str:
    return ctx.headers["user-agent"]  # expect: DK201
