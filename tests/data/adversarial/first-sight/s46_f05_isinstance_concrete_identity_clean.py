from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="tenant", description="Says the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str:
    if isinstance(ctx.identity, MemoryIdentity):
        return ctx.identity.tenant or "-"
    return "-"
