from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Names the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str | None:
    show = lambda ident=ctx.identity: ident.tenant  # expect: DK201
    return show()
