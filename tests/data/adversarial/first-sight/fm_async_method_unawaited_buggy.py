from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("demo")


class Notes:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    async def add(self, text: str) -> None:
        await self.ctx.info(text)


@mcp.tool
async def t(ctx: Context) -> str:
    notes = Notes(ctx)
    notes.add("x")  # expect: DK005
    return "ok"
