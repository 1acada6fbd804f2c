from typing import Optional

from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token, get_context

mcp = FastMCP("notes")


def maybe_context() -> Optional[Context]:
    try:
        return get_context()
    except RuntimeError:
        return None


@mcp.tool
async def save(title: str) -> str:
    if (ctx := maybe_context()) is not None:
        await ctx.info(f"saving {title}")
    return title.lower()


@mcp.tool
async def whoami(ctx: Context) -> dict:
    if (access := get_access_token()) is None:
        return {"user": None}
    return {"user": access.client_id}


@mcp.tool
async def scoped(ctx: Context) -> dict:
    if (access := get_access_token()) is None or not access.scopes:
        return {"user": None}
    return {"user": access.client_id}
