from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_context

mcp = FastMCP("notes")


def maybe_context() -> Context | None:
    try:
        return get_context()
    except RuntimeError:
        return None


@mcp.tool
async def save(title: str) -> str:
    async def body():
        ctx = maybe_context()
        await ctx.info(f"saving {title}")  # expect: DK201
        return title.lower()

    return await body()
