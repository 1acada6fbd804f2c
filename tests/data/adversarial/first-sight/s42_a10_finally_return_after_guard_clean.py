from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    done = []
    try:
        if ctx.signal is None:
            return "no signal"
        done.append(1)
    finally:
        done.clear()
    return "aborted" if ctx.signal.aborted else "running"
