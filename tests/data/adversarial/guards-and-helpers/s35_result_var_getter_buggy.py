from devkit.agent import ToolExecutionContext, tool


def identity_of(ctx: ToolExecutionContext):
    result = None
    if ctx.identity is not None:
        result = ctx.identity
    return result


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return str(identity_of(ctx).conversation)  # expect: DK201
