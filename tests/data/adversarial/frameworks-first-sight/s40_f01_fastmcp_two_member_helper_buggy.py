from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def _caller(ctx: Context, prefer_client: bool):
    if prefer_client:
        return ctx.client_id
    return ctx.transport


@mcp.tool
def who(flag: bool, ctx: Context) -> str:
    return _caller(ctx, flag).lower()  # expect: DK201
