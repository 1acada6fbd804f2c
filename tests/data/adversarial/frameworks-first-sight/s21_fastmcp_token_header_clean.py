import httpx

from fastmcp import Context, FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("secure")


@mcp.tool
async def upstream(ctx: Context) -> int:
    access = get_access_token()
    headers = {"Authorization": f"Bearer {access.token}"} if access else {}
    async with httpx.AsyncClient() as client:
        r = await client.get("https://api.example.com", headers=headers)
    return r.status_code
