from mcp.server.mcpserver import Context, MCPServer

server = MCPServer("gateway")


@server.tool()
async def forward(path: str, ctx: Context) -> str:
    """Forwards a request, keeping the caller's trace id."""
    trace = ctx.headers.get("x-trace-id", "")  # expect: DK201
    await ctx.debug(f"forwarding {path} trace={trace}")
    token = ctx.get_access_token()  # expect: DK002
    scopes = token.scopes  # expect: DK201
    ctx.report_progress(1, 1)  # expect: DK005
    return f"{path}:{len(scopes)}"
