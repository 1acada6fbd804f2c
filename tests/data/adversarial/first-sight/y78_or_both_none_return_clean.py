from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    if ctx.identity is None or ctx.signal is None:
        return None
    return (ctx.identity.tenant, ctx.signal.aborted)
