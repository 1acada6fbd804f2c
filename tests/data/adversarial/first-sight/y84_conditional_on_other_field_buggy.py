from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    return ctx.signal.aborted if ctx.run_id else False  # expect: DK201
