from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("forms")


@mcp.tool
async def ask(ctx: Context) -> str:
    try:
        answer = await ctx.elicit("Name?", response_type=str)
    except ToolError:
        return "anonymous"
    return str(answer)
