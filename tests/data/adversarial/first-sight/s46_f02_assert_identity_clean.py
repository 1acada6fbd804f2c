from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Says the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str:
    assert ctx.identity, "the runner always sends an identity here"
    return ctx.identity.tenant or "-"
