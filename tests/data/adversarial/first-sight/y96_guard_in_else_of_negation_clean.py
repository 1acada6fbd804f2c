from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    if ctx.identity is None:
        name = "anon"
    else:
        name = ctx.identity.tenant
    return name
