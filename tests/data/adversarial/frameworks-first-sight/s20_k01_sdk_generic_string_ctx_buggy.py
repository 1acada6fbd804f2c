from mcp.server.fastmcp import Context, FastMCP
from mcp.server.session import ServerSession

mcp = FastMCP("x")


@mcp.tool()
async def client(ctx: "Context[ServerSession, object]") -> str:
    return ctx.client_id.upper()  # expect: DK201
