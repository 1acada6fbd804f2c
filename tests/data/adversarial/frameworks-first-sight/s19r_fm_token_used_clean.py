import httpx

from fastmcp import FastMCP
from fastmcp.server.dependencies import get_access_token

mcp = FastMCP("t")


@mcp.tool
async def profile() -> dict:
    token = get_access_token()
    if token is None:
        return {}
    async with httpx.AsyncClient() as client:
        response = await client.get("https://api.example.com/me", headers={"Authorization": f"Bearer {token.token}"})
    return response.json()
