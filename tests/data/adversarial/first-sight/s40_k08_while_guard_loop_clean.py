import time

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    n = 0
    while ctx.signal is not None and not ctx.signal.aborted and n < args.limit:
        time.sleep(0.01)
        n += 1
    return n
