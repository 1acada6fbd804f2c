from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    import contextlib

    with contextlib.nullcontext():
        if ctx.identity is None:
            return None
    return ctx.identity.tenant
