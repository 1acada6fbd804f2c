from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def token(ctx: Context) -> str:
    match ctx.request_context:
        case None:
            return "no request"
        case rc:
            return str(rc.request_id)
