from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def snapshot(key: str, ctx: Context) -> dict:
    return {"key": key, "value": ctx.get_state(key)}  # expect: DK005


@mcp.tool
async def pair(key: str, ctx: Context) -> tuple:
    return key, ctx.get_state(key)  # expect: DK005


@mcp.tool
async def shown(key: str, ctx: Context) -> str:
    return "state: %s, %s" % (key, ctx.get_state(key))  # expect: DK005


@mcp.tool
async def announced(ctx: Context) -> str:
    pending = [ctx.info("starting"), ctx.info("still starting")]  # expect: DK005, DK005
    return f"{len(pending)} messages"


@mcp.tool
async def by_name(ctx: Context) -> int:
    jobs = {"a": ctx.get_state("a")}  # expect: DK005
    return len(jobs)
