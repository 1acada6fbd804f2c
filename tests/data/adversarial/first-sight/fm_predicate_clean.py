from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("demo")


def has_client(ctx: Context) -> bool:
    return ctx.client_id is not None


@mcp.tool
def t(ctx: Context) -> str:
    if has_client(ctx):
        return ctx.client_id.upper()
    return "-"
