from devkit.agent import ToolExecutionContext, tool


def has_identity(ctx: ToolExecutionContext) -> bool:
    ident = ctx.identity
    return ident is not None


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if not has_identity(ctx):
        return ""
    return str(ctx.identity.conversation)
