from functools import partial

from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def shout(text: str, ctx: Context) -> str:
    say = partial(ctx.info, logger_name="shout")
    await say(text)
    return text.upper()
