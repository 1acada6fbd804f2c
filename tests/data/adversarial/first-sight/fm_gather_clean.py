from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


import asyncio


@mcp.tool
async def t(uris: list[str], ctx: Context) -> int:
    tasks = [ctx.read_resource(u) for u in uris]
    done = await asyncio.gather(*tasks)
    return len(done)
