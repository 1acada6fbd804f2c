from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def meta_token(ctx: Context) -> str:
    match ctx.request_context:
        case None:
            return "none"
        case rc:
            return str(rc.meta.progressToken)  # expect: DK201
