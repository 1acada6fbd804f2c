import httpx
from fastmcp import Context, FastMCP
from fastmcp.exceptions import FastMCPError, ToolError

mcp = FastMCP("fetcher")


@mcp.tool
async def fetch(url: str, ctx: Context) -> str:
    try:
        if ctx.request_context is None:
            raise ToolError("called outside a request")
        async with httpx.AsyncClient() as client:
            body = (await client.get(url)).text
    except (httpx.HTTPError, FastMCPError):
        body = ""
    return f"{ctx.request_context.request_id}:{body}"  # expect: DK201
