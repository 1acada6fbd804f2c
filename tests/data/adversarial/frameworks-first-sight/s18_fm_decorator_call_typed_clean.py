from fastmcp import FastMCP, Context

mcp = FastMCP("x")


@mcp.tool(name="greet", description="Say hi")
async def greet(name: str, ctx: Context) -> str:
    await ctx.info(f"hi {name}")
    return name
