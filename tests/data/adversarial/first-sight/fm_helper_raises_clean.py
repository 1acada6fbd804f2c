from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("demo")


def need_client(ctx: Context) -> str:
    cid = ctx.client_id
    if cid is None:
        raise ToolError("no client id")
    return cid


@mcp.tool
def t(ctx: Context) -> str:
    return need_client(ctx).upper()
