from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.signal is None:
        return 0
    return sum(1 for _ in args.items if not ctx.signal.aborted)
