from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    if not isinstance(ctx.identity, MemoryIdentity):
        return None
    return ctx.identity.tenant
