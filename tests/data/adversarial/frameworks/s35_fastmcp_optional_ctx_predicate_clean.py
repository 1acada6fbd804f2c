from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def _has_request(ctx: Context | None = None) -> bool:
    return (
        ctx is not None
        and ctx.request_context is not None
        and ctx.request_context.request is not None
    )


@mcp.tool
async def agent(ctx: Context) -> str:
    if _has_request(ctx):
        return ctx.request_context.request.headers.get("user-agent", "")
    return ""
