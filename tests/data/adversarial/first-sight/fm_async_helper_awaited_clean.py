from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("demo")


async def note(ctx: Context, message: str) -> None:
    await ctx.info(message)


@mcp.tool
async def t(ctx: Context) -> str:
    await note(ctx, "starting")
    return "ok"
