from devkit.agent import ToolExecutionContext, tool


def identity_of(ctx: ToolExecutionContext):
    if ctx.identity is not None:
        return ctx.identity


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return str(identity_of(ctx).conversation)  # expect: DK201
