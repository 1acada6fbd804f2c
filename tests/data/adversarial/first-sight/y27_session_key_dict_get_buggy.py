from devkit.agent import ToolExecutionContext, tool

_CACHE: dict[str, str] = {}


@tool(name="cached", description="Cached lookup.")
async def cached(args, ctx: ToolExecutionContext) -> str:
    if ctx.session_id is None:
        return "none"
    return _CACHE.get(ctx.session_id, "miss")  # expect: DK401
