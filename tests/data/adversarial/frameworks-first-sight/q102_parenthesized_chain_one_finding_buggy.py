from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def progress(ctx: Context) -> str:
    return str(((ctx.request_context).meta).progressToken)  # expect: DK201
