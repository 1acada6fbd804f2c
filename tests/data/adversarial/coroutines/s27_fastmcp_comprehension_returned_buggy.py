from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def recall(keys: list[str], ctx: Context) -> list:
    return [ctx.get_state(k) for k in keys if k]  # expect: DK005


@mcp.tool
async def recall_later(keys: list[str], ctx: Context) -> int:
    pending = [ctx.get_state(k) for k in keys]  # expect: DK005
    return len(pending)
