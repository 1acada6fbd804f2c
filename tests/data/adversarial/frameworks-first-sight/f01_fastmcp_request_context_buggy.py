from fastmcp import FastMCP, Context

mcp = FastMCP("s")

@mcp.tool
async def meta(query: str, ctx: Context) -> str:
    token = ctx.request_context.meta.progressToken  # expect: DK201
    return f"{query}:{token}"
