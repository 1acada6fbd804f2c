from fastmcp import FastMCP

mcp = FastMCP("auth")


def current_client() -> str:
    from fastmcp.server.dependencies import get_access_token  # imported where it is used

    token = get_access_token()
    return token.client_id  # expect: DK201


@mcp.tool
async def whoami() -> str:
    from fastmcp.server.dependencies import get_access_token as access

    return access().client_id  # expect: DK201
