from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def client_of(ctx: Context):
    held = ctx
    return held.client_id if held.client_id is not None else None


@mcp.tool()
async def who(ctx: Context) -> str:
    client = client_of(ctx)
    if client is None:
        return "anonymous"
    return client.upper()
