from fastmcp import FastMCP, Context

mcp = FastMCP("x")


@mcp.tool
async def agent(ctx: Context) -> str:
    rc = ctx.request_context
    if rc is None:
        return "-"
    return rc.request.headers.get("user-agent", "")  # expect: DK201
