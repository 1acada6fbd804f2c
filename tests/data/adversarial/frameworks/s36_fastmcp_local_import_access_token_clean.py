from fastmcp import Context, FastMCP

mcp = FastMCP("auth")


def current_client() -> str:
    from fastmcp.server.dependencies import get_access_token

    token = get_access_token()
    if token is None:
        raise PermissionError("sign in first")
    return token.client_id


@mcp.tool
async def trace(ctx: Context) -> str:
    from opentelemetry.context import Context  # another Context, local to this function

    span = Context()
    return f"{ctx.request_id}:{span}"
