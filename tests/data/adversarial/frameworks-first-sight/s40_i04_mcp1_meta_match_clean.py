from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool()
async def work(n: int, ctx: Context) -> str:
    match ctx.request_context.meta:
        case None:
            return "no meta"
        case meta:
            return str(meta.progressToken)
