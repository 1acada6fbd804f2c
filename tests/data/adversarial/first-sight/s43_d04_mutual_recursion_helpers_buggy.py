from devkit.agent import ToolExecutionContext, tool


def _even(ctx, n: int) -> str:
    if n == 0:
        return ctx.session_id.upper()  # expect: DK201
    return _odd(ctx, n - 1)


def _odd(ctx, n: int) -> str:
    return _even(ctx, n - 1) if n > 0 else "odd"


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return _odd(ctx, args.n)
