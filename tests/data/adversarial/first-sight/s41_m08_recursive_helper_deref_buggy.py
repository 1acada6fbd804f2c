from devkit.agent import ToolExecutionContext, tool


def _depth(ctx: ToolExecutionContext, n: int) -> int:
    if n <= 0:
        return len(ctx.run_id)  # expect: DK201
    return _depth(ctx, n - 1) + 1


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    return _depth(ctx, args.n)
