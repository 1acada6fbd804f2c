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
    await ctx.info("saved")  # expect: DK201
    return title.lower()


@mcp.tool
async def whoami(ctx: Context) -> dict:
    if (access := get_access_token()) is not None and access.scopes:
        return {"user": access.client_id}
    return {"user": access.client_id}  # expect: DK201
