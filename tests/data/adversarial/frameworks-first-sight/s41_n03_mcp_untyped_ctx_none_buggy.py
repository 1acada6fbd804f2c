from mcp.server.fastmcp import FastMCP

server = FastMCP("demo")


@server.tool()
async def ping(message: str, ctx=None) -> str:  # expect: DK004
    if ctx is not None:
        await ctx.info(message)
    return message
