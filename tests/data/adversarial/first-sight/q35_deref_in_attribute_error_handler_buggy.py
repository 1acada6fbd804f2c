from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    try:
        found = ctx.identity.tenant
    except AttributeError:
        found = ctx.identity.principal  # expect: DK201
    return found
