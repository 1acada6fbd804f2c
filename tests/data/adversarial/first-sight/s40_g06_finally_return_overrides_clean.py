from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.signal is None:
            return "no signal"
        state = "aborted" if ctx.signal.aborted else "running"
    finally:
        print("done")
    return state
