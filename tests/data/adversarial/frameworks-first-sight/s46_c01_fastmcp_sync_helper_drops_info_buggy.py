from fastmcp import Context, FastMCP

mcp = FastMCP("notes")


def note(ctx: Context, text: str) -> None:
    ctx.info(text)  # expect: DK005


@mcp.tool
async def add(text: str, ctx: Context) -> str:
    note(ctx, text)
    return "ok"
