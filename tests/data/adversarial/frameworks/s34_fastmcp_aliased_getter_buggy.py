from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def _client(ctx: Context):
    return ctx.client_id


client_of = _client


@mcp.tool
async def who(ctx: Context) -> str:
    return client_of(ctx).upper()  # expect: DK201
