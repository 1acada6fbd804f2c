from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("demo")


def ensure_client(ctx: Context) -> None:
    if ctx.client_id is None:
        raise ToolError("no client id")


@mcp.tool
def t(ctx: Context) -> str:
    ensure_client(ctx)
    return ctx.client_id.upper()
