from mcp.server.fastmcp import Context, FastMCP
from mcp.server.fastmcp.exceptions import ToolError

server = FastMCP("progress")


@server.tool()
async def crunch(size: str, ctx: Context) -> str:
    try:
        if ctx.request_context.meta is None:
            raise ToolError("no progress token")
        steps = int(size)
    except ValueError:
        steps = 1
    return f"{ctx.request_context.meta.progressToken}:{steps}"
