import asyncio

from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("forms")


@mcp.tool
async def ask_name(ctx: Context) -> str:
    async def ask(question: str) -> str:
        return str(await ctx.elicit(question, response_type=str))  # expect: DK203

    task = asyncio.ensure_future(ask("First name?"))
    try:
        title = await asyncio.wait_for(ask("Title?"), 30)
    except ToolError:
        return "anonymous"
    return f"{title} {await task}"
