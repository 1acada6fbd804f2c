from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_context

mcp = FastMCP("notes")


def current() -> Context:
    return get_context()


@mcp.tool
async def save(title: str) -> str:
    ctx = current()
    await ctx.info(f"saving {title}")
    rc = ctx.request_context
    if rc is not None and rc.meta is not None:
        return f"{title.lower()}:{rc.meta.progressToken}"
    return title.lower()
