from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if not isinstance(ctx.identity, MemoryIdentity):
        return "anon"
    return ctx.identity.principal or "-"
