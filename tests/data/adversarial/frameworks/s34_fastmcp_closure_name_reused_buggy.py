import asyncio

from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("forms")


@mcp.tool
async def ask_twice(ctx: Context) -> str:
    async def ask(question: str) -> str:
        return str(await ctx.elicit(question, response_type=str))  # expect: DK203

    job = ask("First name?")
    first = await job
    try:
        job = ask("Last name?")
        last = await job
    except ToolError:
        return "anonymous"
    return f"{first} {last}"


@mcp.tool
async def ask_together(ctx: Context) -> str:
    async def ask(question: str) -> str:
        return str(await ctx.elicit(question, response_type=str))  # expect: DK203

    try:
        both = asyncio.gather(ask("First name?"), ask("Last name?"))
    except ToolError:
        return "anonymous"
    first, last = await both
    return f"{first} {last}"
