from fastmcp import FastMCP, Context
mcp = FastMCP('x')

@mcp.tool
async def t(x: int, ctx: Context) -> str:
    for _ in range(x):
        if ctx.request_context is None:
            continue
        token = ctx.request_context.meta.progressToken  # expect: DK201
    return "ok"
