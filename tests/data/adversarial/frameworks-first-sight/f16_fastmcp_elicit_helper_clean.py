from fastmcp import FastMCP, Context

mcp = FastMCP("s")

async def log_all(ctx: Context, lines: list[str]) -> None:
    for line in lines:
        await ctx.info(line)

@mcp.tool
async def run(lines: list[str], ctx: Context) -> int:
    await log_all(ctx, lines)
    return len(lines)
