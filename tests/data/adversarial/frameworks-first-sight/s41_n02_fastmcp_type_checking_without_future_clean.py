from typing import TYPE_CHECKING

from fastmcp import Context, FastMCP

if TYPE_CHECKING:
    from fastmcp.server.context import Context as _Ctx  # noqa: F401

mcp = FastMCP("demo")


@mcp.tool
async def ping(ctx: Context) -> str:
    await ctx.info("ping")
    return "pong"
