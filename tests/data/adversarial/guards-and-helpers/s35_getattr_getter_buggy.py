from devkit.agent import ToolExecutionContext, tool


def identity_of(ctx: ToolExecutionContext):
    return getattr(ctx, "identity", None)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return identity_of(ctx).tenant  # expect: DK201
