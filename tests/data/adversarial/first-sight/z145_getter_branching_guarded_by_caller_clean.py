from devkit.agent import ToolExecutionContext, tool


def identity_of(ctx: ToolExecutionContext):
    if ctx.identity is None:
        return None
    return ctx.identity


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    who = identity_of(ctx)
    if who is None:
        return "anonymous"
    return str(who.conversation)
