from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.session_id is None:
        return "-"
    await args.cache.set(cache_key=ctx.session_id, value=args.value)  # expect: DK401
    return "ok"
