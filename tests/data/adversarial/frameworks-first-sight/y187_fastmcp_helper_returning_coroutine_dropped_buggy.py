from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def note(ctx: Context, text: str):
    return ctx.info(text)


@mcp.tool
async def work(ctx: Context) -> str:
    note(ctx, "start")  # expect: DK005
    return "ok"
