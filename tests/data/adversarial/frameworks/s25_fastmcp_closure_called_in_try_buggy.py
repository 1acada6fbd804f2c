import asyncio

from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("forms")


@mcp.tool
async def ask_name(ctx: Context) -> str:
    async def ask(question: str) -> str:
        return str(await ctx.elicit(question, response_type=str))  # expect: DK203

    try:
        first = await ask("First name?")
    except ToolError:
        first = "anonymous"
    return first + await ask("Last name?")


@mcp.tool
async def ask_later(ctx: Context) -> str:
    async def ask() -> str:
        return str(await ctx.elicit("Your name?", response_type=str))  # expect: DK203

    try:
        task = asyncio.create_task(ask())
    except ToolError:
        return "anonymous"
    return await task


@mcp.tool
async def ask_wrong_error(ctx: Context) -> str:
    async def ask() -> str:
        return str(await ctx.elicit("Your name?", response_type=str))  # expect: DK203

    try:
        return await ask()
    except KeyError:
        return "anonymous"


@mcp.tool
def progress_token(ctx: Context) -> str:
    def token() -> str:
        return str(ctx.request_context.meta.progressToken)  # expect: DK201

    try:
        first = token()
    except AttributeError:
        first = ""
    return first or token()
