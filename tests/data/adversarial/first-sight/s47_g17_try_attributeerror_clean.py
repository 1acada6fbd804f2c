from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Names the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str | None:
    try:
        return ctx.identity.tenant
    except AttributeError:
        return None
