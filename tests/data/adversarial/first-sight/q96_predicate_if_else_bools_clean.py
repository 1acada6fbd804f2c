from devkit.agent import ToolExecutionContext, tool


def has_identity(ctx: ToolExecutionContext) -> bool:
    if ctx.identity is None:
        return False
    else:
        return True


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    if has_identity(ctx):
        return ctx.identity.tenant
    return "anonymous"
