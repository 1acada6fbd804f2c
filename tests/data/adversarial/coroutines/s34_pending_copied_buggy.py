from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


async def client_of(ctx: Context):
    return ctx.client_id


@mcp.tool
async def held(ctx: Context) -> str:
    pending = client_of(ctx)
    job = pending
    client = await job
    return client.upper()  # expect: DK201
