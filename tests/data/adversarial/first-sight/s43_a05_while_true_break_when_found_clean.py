from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    while True:
        sig = ctx.signal
        if sig is not None:
            break
    return str(sig.aborted)
