from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


async def origin(ctx: Context) -> str:
    return ctx.origin_request_id.upper()  # expect: DK201


mcp.tool(origin)
