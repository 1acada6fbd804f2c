from fastmcp import Context, FastMCP

mcp = FastMCP("web")


@mcp.tool
async def user_agent(ctx: Context) -> str:
    if (rc := ctx.request_context) is not None and rc.request is not None:
        return rc.request.headers.get("user-agent", "?")
    return "stdio"
