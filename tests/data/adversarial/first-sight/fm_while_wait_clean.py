from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


import asyncio


@mcp.tool
async def t(ctx: Context) -> str:
    while ctx.client_id is None:
        await asyncio.sleep(0.1)
    return ctx.client_id.upper()
