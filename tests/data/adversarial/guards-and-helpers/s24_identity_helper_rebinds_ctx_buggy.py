from devkit.agent import ToolExecutionContext, tool


def current(ctx: ToolExecutionContext) -> ToolExecutionContext:
    return ctx


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    ctx = current(ctx)
    return ctx.identity.tenant  # expect: DK201
