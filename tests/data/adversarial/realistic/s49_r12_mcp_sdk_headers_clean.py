from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("gateway")


@server.tool()
async def forward(path: str, ctx: Context) -> str:
    """Forwards a request, keeping the caller's trace id."""
    headers = ctx.headers or {}
    trace = headers.get("x-trace-id", "")
    await ctx.debug(f"forwarding {path} trace={trace}")
    token = get_access_token()
    if token is None:
        raise PermissionError("sign in first")
    await ctx.report_progress(1, 1)
    return f"{path}:{len(token.scopes)}"
