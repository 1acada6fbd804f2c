from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
def agent_name(ctx: Context) -> str:
    rc = ctx.request_context
    if rc is None:
        return "?"
    return rc.request.headers.get("user-agent", "?")  # expect: DK201
