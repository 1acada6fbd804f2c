import contextlib

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def token(ctx: Context) -> str:
    value = ""
    with contextlib.suppress(AttributeError):
        value = str(ctx.request_context.meta.progressToken)
    return value
