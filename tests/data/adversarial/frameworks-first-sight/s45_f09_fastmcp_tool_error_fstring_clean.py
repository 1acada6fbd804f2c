import httpx
from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("status")


@mcp.tool
async def status(service: str, ctx: Context) -> str:
    try:
        if ctx.request_context is None:
            raise ToolError(f"{service}: no request to answer")
        async with httpx.AsyncClient() as client:
            code = (await client.get(f"https://{service}/health")).status_code
    except httpx.RequestError:
        code = 0
    return f"{ctx.request_context.request_id}:{code}"
