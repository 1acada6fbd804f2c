from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    if not (ctx.identity and ctx.signal):
        return None
    return (ctx.identity.tenant, ctx.signal.aborted)
