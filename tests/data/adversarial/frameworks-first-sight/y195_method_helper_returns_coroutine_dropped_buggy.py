from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


class Notes:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    def say(self, m: str):
        return self.ctx.info(m)


@mcp.tool
async def work(ctx: Context) -> str:
    Notes(ctx).say("hi")  # expect: DK005
    return "ok"
