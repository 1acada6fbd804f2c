from devkit.agent import ToolExecutionContext, tool


@tool(name="collect", description="Collects pages until aborted.")
async def collect(args, ctx: ToolExecutionContext) -> list:
    if ctx.signal is None:
        return []
    return [page async for page in args.pages() if not ctx.signal.aborted]
