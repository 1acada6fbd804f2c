from fastmcp import Context, FastMCP

mcp = FastMCP("ask")


@mcp.tool
async def confirm(action: str, ctx: Context) -> bool:
    try:
        answer = await ctx.elicit(f"Run {action}?", response_type=bool)  # expect: DK203
    except RuntimeError:
        return False
    return answer.action == "accept"
