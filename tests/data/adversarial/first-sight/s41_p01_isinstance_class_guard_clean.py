from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if isinstance(ctx.identity, MemoryIdentity):
        return str(ctx.identity.tenant)
    return "anonymous"
