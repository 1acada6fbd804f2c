from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("demo")


@server.tool()
async def trace(names: list[str], ctx: Context) -> list[str]:
    found = []
    for name in names:
        found.append(ctx.headers.get(name, ""))  # expect: DK201
    return found
