from fastmcp import FastMCP, Context

mcp = FastMCP("x")


@mcp.tool
async def scan(items: list[str], ctx: Context) -> int:
    n = 0
    for item in items:
        if item == "skip":
            continue
        n += len(ctx.request_context.meta or {})  # expect: DK201
    return n
