from fastmcp import Context, FastMCP

mcp = FastMCP("x")


@mcp.tool
async def client(ctx: "Context | None" = None) -> str:
    return ctx.client_id or "?"  # expect: DK201
