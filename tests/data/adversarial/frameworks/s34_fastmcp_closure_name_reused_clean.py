import asyncio

from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("forms")


@mcp.tool
async def ask_twice(ctx: Context) -> str:
    async def ask(question: str) -> str:
        return str(await ctx.elicit(question, response_type=str))

    try:
        job = ask("First name?")
        first = await job
        job = ask("Last name?")
        last = await job
    except ToolError:
        return "anonymous"
    return f"{first} {last}"


@mcp.tool
async def ask_together(ctx: Context) -> str:
    async def ask(question: str) -> str:
        return str(await ctx.elicit(question, response_type=str))

    both = asyncio.gather(ask("First name?"), ask("Last name?"))
    try:
        first, last = await both
    except ToolError:
        return "anonymous"
    return f"{first} {last}"
