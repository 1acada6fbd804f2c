from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    c = ctx
    if c.identity is None:
        return "anonymous"
    return ctx.identity.tenant
