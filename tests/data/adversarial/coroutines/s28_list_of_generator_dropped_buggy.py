from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def announce_all(lines: list[str], ctx: Context) -> int:
    list(ctx.info(line) for line in lines)  # expect: DK005
    return len(lines)


@mcp.tool
async def collect(keys: list[str], ctx: Context) -> list:
    return list(ctx.get_state(k) for k in keys)  # expect: DK005
