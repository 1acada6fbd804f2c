from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("demo")


import asyncio

_tasks: set[asyncio.Task] = set()


async def note(ctx: Context, message: str) -> None:
    await ctx.info(message)


@mcp.tool
async def t(ctx: Context) -> str:
    task = asyncio.create_task(note(ctx, "bg"))
    _tasks.add(task)
    return "ok"
