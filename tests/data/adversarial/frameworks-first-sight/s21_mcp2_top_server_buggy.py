from mcp.server import MCPServer
from mcp.server.mcpserver import Context

server = MCPServer("top")


@server.tool()
async def hello(name: str, ctx=None) -> str:  # expect: DK004
    return name


@server.tool()
async def agent(ctx: Context) -> str:
    return ctx.headers.get("user-agent", "")  # expect: DK201
