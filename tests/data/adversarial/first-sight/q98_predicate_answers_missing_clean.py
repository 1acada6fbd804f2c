from devkit.agent import ToolExecutionContext, tool


def anonymous(ctx: ToolExecutionContext) -> bool:
    if ctx.identity is not None:
        return False
    return True


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    if anonymous(ctx):
        return "anonymous"
    return ctx.identity.tenant
