from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant_later", description="Name the tenant later.")
async def tenant_later(args, ctx: ToolExecutionContext) -> str:
    later = lambda who=ctx.identity: who.tenant  # expect: DK201
    return later()
