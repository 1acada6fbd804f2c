from typing import Optional

from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_context

mcp = FastMCP("notes")


def maybe_context() -> Optional[Context]:
    try:
        return get_context()
    except RuntimeError:
        return None


def required() -> Context:
    ctx = maybe_context()
    if ctx is None:
        raise RuntimeError("called outside a request")
    return ctx


@mcp.tool
async def save(title: str) -> str:
    ctx = maybe_context()
    if ctx is not None:
        await ctx.info(f"saving {title}")
    await required().info("done")
    return title.lower()
