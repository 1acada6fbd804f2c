from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    assert isinstance(ctx.identity, MemoryIdentity), "anonymous"
    return ctx.identity.tenant
