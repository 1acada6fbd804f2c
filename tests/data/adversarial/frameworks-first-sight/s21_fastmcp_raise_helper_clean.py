from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("demo")


def require_client(ctx: Context) -> str:
    if ctx.client_id is None:
        raise ToolError("client id required")
    return ctx.client_id


@mcp.tool
async def tenant(ctx: Context) -> str:
    client = require_client(ctx)
    return client.upper()
