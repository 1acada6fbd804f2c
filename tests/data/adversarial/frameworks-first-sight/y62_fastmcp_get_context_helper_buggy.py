from fastmcp import FastMCP
from fastmcp.server.dependencies import get_context

mcp = FastMCP("demo")


def client_headers() -> dict:
    ctx = get_context()
    return dict(ctx.request_context.request.headers)  # expect: DK201


@mcp.tool
async def headers() -> dict:
    return client_headers()
