import contextlib

from mcp.server.fastmcp import Context, FastMCP
from mcp.shared.exceptions import McpError

mcp = FastMCP("demo")


@mcp.tool()
async def ask(ctx: Context) -> str:
    answer = "nothing"
    with contextlib.suppress(McpError):
        answer = str(await ctx.elicit("Name?", schema=dict))
    return answer
