from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Name the tenant.")
async def tenant(args, ctx: ToolExecutionContext) -> str:
    def name_of(who=ctx.identity) -> str:
        return who.tenant  # expect: DK201

    return name_of()
