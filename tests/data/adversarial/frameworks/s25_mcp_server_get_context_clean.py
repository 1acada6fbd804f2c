from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notes")


async def report(step: int) -> None:
    await mcp.get_context().report_progress(step, 10)


@mcp.tool()
async def index(path: str) -> str:
    ctx = mcp.get_context()
    meta = ctx.request_context.meta
    await ctx.info(f"indexing {path}")
    await report(1)
    return str(meta.progressToken) if meta is not None else ""
