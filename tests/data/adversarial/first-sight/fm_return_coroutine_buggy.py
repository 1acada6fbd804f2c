from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def t(ctx: Context):
    return ctx.read_resource("res://x")  # expect: DK005
