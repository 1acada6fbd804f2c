from devkit.agent import ToolExecutionContext, tool


def identity_or_none(ctx: ToolExecutionContext):
    return ctx.identity if ctx.identity is not None else None


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return str(identity_or_none(ctx).conversation)  # expect: DK201
