from fastmcp import FastMCP, Context

mcp = FastMCP("s")

async def log_all(ctx: Context, lines: list[str]) -> None:
    for line in lines:
        await ctx.info(line)

@mcp.tool
async def run(lines: list[str], ctx: Context) -> int:
    log_all(ctx, lines)  # expect: DK005
    return len(lines)
