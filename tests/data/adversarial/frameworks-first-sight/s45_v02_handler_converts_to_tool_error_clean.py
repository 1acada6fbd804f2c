from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("rows")


@mcp.tool
async def row(index: int, ctx: Context) -> str:
    rows = ["a", "b"]
    try:
        if ctx.request_context is None or ctx.request_context.meta is None:
            raise ToolError("no meta")
        value = rows[index]
    except (KeyError, IndexError) as exc:
        raise ToolError(f"no row {index}") from exc
    return f"{ctx.request_context.meta.progressToken}:{value}"
