from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def http_request(ctx: Context):
    found = None
    if ctx.request_context is not None:
        found = ctx.request_context.request
    return found


@mcp.tool
async def agent_header(ctx: Context) -> str:
    return http_request(ctx).headers.get("user-agent", "")  # expect: DK201
