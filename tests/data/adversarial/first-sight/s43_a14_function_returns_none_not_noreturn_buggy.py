from devkit.agent import ToolExecutionContext, tool


def warn(why: str) -> None:
    print(why)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    sig = ctx.signal
    if sig is None:
        warn("no signal")
    return str(sig.aborted)  # expect: DK201
