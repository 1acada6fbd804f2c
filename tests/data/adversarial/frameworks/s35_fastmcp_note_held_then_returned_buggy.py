from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def note(ctx: Context, text: str):
    pending = ctx.info(text)
    return pending


@mcp.tool
async def work(ctx: Context) -> str:
    note(ctx, "start")  # expect: DK005
    await note(ctx, "end")
    return "ok"
