from fastmcp import FastMCP
from fastmcp.server.dependencies import get_context

mcp = FastMCP("clients")


def _client() -> str:
    ctx = get_context()
    return ctx.client_id.lower()  # expect: DK201


@mcp.tool
async def client() -> str:
    return _client()
