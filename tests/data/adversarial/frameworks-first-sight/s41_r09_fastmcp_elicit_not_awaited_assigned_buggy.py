from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def confirm(ctx: Context) -> str:
    answer = ctx.elicit("Proceed?", response_type=bool)  # expect: DK005, DK203
    return str(answer)
