from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def meta_token(ctx: Context) -> str:
    match ctx.request_context:
        case None:
            return "none"
        case rc if rc.meta is not None:
            return str(rc.meta.progressToken)
        case _:
            return "no meta"
