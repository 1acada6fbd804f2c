from devkit.agent import ToolExecutionContext, tool


def _even(ctx: ToolExecutionContext, n: int) -> int:
    if n <= 0:
        return len(ctx.run_id)  # expect: DK201
    return _odd(ctx, n - 1)


def _odd(ctx: ToolExecutionContext, n: int) -> int:
    return _even(ctx, n - 1) + 1


def _has_run(c: ToolExecutionContext) -> bool:
    return c.run_id is not None


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    if not _has_run(ctx):
        return 0
    return _even(ctx, args.n)


@tool(name="u", description="d")
def u(args, ctx: ToolExecutionContext) -> int:
    return _odd(ctx, args.n)
