from fastmcp import Context, FastMCP

mcp = FastMCP("headers")


@mcp.tool
async def agent_header(ctx: Context) -> str:
    if ctx.request_context and ctx.request_context.request:
        return ctx.request_context.request.headers.get("user-agent", "")
    return ""
