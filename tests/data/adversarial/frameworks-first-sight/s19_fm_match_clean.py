from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def where(ctx: Context) -> str:
    match ctx.transport:
        case None:
            return "in memory"
        case "stdio" | "sse":
            return ctx.transport.upper()
        case other:
            return other.lower()
