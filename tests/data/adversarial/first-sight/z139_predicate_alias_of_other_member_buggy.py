from devkit.agent import ToolExecutionContext, tool


def can_cancel(ctx: ToolExecutionContext) -> bool:
    sig = ctx.signal
    return sig is not None


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if can_cancel(ctx):
        return str(ctx.identity.conversation)  # expect: DK201
    return ""
