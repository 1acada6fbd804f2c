from fastmcp import FastMCP, Context

mcp = FastMCP("s")

@mcp.tool
async def meta(query: str, ctx: Context) -> str:
    rc = ctx.request_context
    if rc is None or rc.meta is None:
        return query
    return f"{query}:{rc.meta.progressToken}"
