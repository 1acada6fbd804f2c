from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def _note(ctx: Context, text: str):
    return ctx.info(text)


def note(ctx: Context, text: str):
    return _note(ctx, text)


@mcp.tool
async def work(ctx: Context) -> str:
    note(ctx, "start")  # expect: DK005
    await note(ctx, "end")
    return "ok"
