from mcp.server.fastmcp import FastMCP, Context

server = FastMCP("s")

@server.tool()
async def hello(name: str, ctx: Context) -> str:
    await ctx.info("hello", user=name)  # expect: DK002
    return name
