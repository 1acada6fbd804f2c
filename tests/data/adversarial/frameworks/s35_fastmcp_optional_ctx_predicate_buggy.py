from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def _in_request(ctx: Context | None = None) -> bool:
    return ctx is not None and ctx.request_context is not None


@mcp.tool
async def agent(ctx: Context) -> str:
    if _in_request(ctx):
        return ctx.request_context.request.headers.get("user-agent", "")  # expect: DK201
    return ""
