from fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool
async def where(ctx: Context) -> str:
    match ctx.task_id:
        case "x":
            return "x"
        case _:
            return ctx.task_id.upper()  # expect: DK201
