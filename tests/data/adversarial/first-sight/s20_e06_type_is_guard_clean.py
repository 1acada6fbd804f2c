from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    from devkit.agent.context import MemoryIdentity
    if type(ctx.identity) is MemoryIdentity:
        return ctx.identity.principal or ""
    return ""
