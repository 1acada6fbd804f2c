from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_context

mcp = FastMCP("notes")


async def current() -> "Context":
    return get_context()


@mcp.tool
async def progress(title: str) -> str:
    ctx = await current()
    token = ctx.request_context.meta.progressToken  # expect: DK201
    return f"{title.lower()}:{token}"
