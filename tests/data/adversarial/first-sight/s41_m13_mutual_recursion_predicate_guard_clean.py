from devkit.agent import ToolExecutionContext, tool


def _even(ctx: ToolExecutionContext, n: int) -> int:
    if n <= 0:
        return len(ctx.run_id)
    return _odd(ctx, n - 1)


def _odd(ctx: ToolExecutionContext, n: int) -> int:
    return _even(ctx, n - 1) + 1


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    if _missing_0(ctx):
        return 0
    return _even(ctx, args.n)


def _missing_0(c):
    if c.run_id is None:
        return True
    else:
        return False
