from fastmcp import Context, FastMCP

mcp = FastMCP("jobs")


class Reporter:
    def __init__(self, ctx: Context, total: int) -> None:
        self.ctx = ctx
        self.total = total

    async def step(self, done: int) -> None:
        self.ctx.report_progress(done, self.total)  # expect: DK005


@mcp.tool
async def crunch(n: int, ctx: Context) -> int:
    reporter = Reporter(ctx, n)
    for i in range(n):
        await reporter.step(i)
    return n
