from devkit.agent import ToolExecutionContext, tool


def tenant(ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant  # expect: DK201


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    name = tenant(ctx)
    return f"{name}:{ctx.identity.conversation}"
