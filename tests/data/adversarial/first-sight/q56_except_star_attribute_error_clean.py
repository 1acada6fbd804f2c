from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    found = "anonymous"
    try:
        found = ctx.identity.tenant
    except* AttributeError:
        pass
    return found
