from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="tenant", description="Name the tenant.")
async def tenant(args, ctx: ToolExecutionContext) -> str:
    if isinstance(ctx.identity, (MemoryIdentity, type(None))):
        return ctx.identity.tenant  # expect: DK201
    return "?"
