from devkit.agent import ToolExecutionContext, tool


def identity_or_none(ctx: ToolExecutionContext):
    return None if ctx.identity is None else ctx.identity


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    who = identity_or_none(ctx)
    if who is None:
        return ""
    return str(who.conversation)
