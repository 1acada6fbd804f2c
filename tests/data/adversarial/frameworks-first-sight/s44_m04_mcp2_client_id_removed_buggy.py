from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("ids")


@server.tool()
def label(ctx: Context) -> str:
    return str(ctx.client_id)  # expect: DK002
