from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("sessions")


@mcp.tool
async def whoami(ctx: Context) -> str:
    try:
        if ctx.request_context is None:
            raise ToolError("no request")
        session = ctx.session_id
    except RuntimeError:
        session = "stateless"
    return f"{ctx.request_context.request_id}:{session}"
