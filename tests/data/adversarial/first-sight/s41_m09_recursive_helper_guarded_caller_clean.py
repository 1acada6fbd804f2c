from devkit.agent import ToolExecutionContext, tool


def _depth(ctx: ToolExecutionContext, n: int) -> int:
    if n <= 0:
        return len(ctx.run_id)
    return _depth(ctx, n - 1) + 1


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.run_id is None:
        return 0
    return _depth(ctx, args.n)
