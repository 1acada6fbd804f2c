from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def progress(n: int, ctx: Context) -> str:
    if ctx.request_context is None:
        return "no request"
    token = ctx.request_context.meta.progressToken  # expect: DK201
    return str(token)
