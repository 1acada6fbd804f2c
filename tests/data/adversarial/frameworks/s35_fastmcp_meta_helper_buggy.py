from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def _meta(ctx: Context):
    rc = ctx.request_context
    return rc.meta if rc else None


@mcp.tool
async def progress_token(ctx: Context) -> str:
    return str(_meta(ctx).progressToken)  # expect: DK201
