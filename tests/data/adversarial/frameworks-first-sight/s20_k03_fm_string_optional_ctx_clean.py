from fastmcp import Context, FastMCP

mcp = FastMCP("x")


@mcp.tool
async def client(ctx: "Context | None" = None) -> str:
    if ctx is None:
        return "?"
    return ctx.client_id or "?"
