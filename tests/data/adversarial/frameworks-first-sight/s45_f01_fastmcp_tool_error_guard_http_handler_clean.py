import httpx
from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("fetcher")


@mcp.tool
async def fetch(url: str, ctx: Context) -> str:
    try:
        if ctx.request_context is None:
            raise ToolError("called outside a request")
        async with httpx.AsyncClient() as client:
            response = await client.get(url)
            response.raise_for_status()
        body = response.text
    except httpx.HTTPStatusError:
        body = ""
    return f"{ctx.request_context.request_id}:{body}"
