from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def _caller(ctx: Context, prefer_client: bool):
    if prefer_client and ctx.client_id:
        return ctx.client_id
    if ctx.transport is not None:
        return ctx.transport
    return "unknown"


@mcp.tool
def who(flag: bool, ctx: Context) -> str:
    return _caller(ctx, flag).lower()
