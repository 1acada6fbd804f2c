from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notes")


def report(step: int) -> None:
    mcp.get_context().report_progress(step, 10)  # expect: DK005


@mcp.tool()
async def index(path: str) -> str:
    ctx = mcp.get_context()
    token = ctx.request_context.meta.progressToken  # expect: DK201
    await ctx.info(f"indexing {path}")
    report(1)
    return str(token)
