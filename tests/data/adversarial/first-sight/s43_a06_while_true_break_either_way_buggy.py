from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    attempts = 0
    while True:
        sig = ctx.signal
        attempts += 1
        if sig is not None or attempts > 3:
            break
    return str(sig.aborted)  # expect: DK201
