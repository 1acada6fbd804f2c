from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("demo")


def shout(ctx: Context) -> str:
    return ctx.client_id.upper()  # expect: DK201


@mcp.tool
def t(ctx: Context) -> str:
    return shout(ctx)
