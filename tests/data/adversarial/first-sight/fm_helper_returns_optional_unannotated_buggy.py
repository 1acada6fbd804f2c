from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("demo")


def client_of(ctx):
    return ctx.client_id


@mcp.tool
def t(ctx: Context) -> str:
    return client_of(ctx).upper()  # expect: DK201
