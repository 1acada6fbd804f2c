from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    import contextlib

    with contextlib.suppress(AttributeError):
        return ctx.identity.tenant
    return None
