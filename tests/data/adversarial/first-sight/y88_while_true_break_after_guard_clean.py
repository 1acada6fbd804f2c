from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    while True:
        if ctx.identity is not None:
            break
        print("waiting")
    return ctx.identity.tenant
