from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="tenant", description="Names the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str | None:
    if isinstance(ctx.identity, (MemoryIdentity, type(None))):
        return ctx.identity.tenant  # expect: DK201
    return None
