from devkit.agent import ToolExecutionContext, tool


def _even(ctx: ToolExecutionContext, n: int) -> bool:
    if n == 0:
        return ctx.iteration % 2 == 0
    return _odd(ctx, n - 1)


def _odd(ctx: ToolExecutionContext, n: int) -> bool:
    if n == 0:
        return ctx.iteration % 2 == 1
    return _even(ctx, n - 1)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> bool:
    return _even(ctx, args.n)
