from devkit.agent import ToolExecutionContext, tool


def require_signal(ctx: ToolExecutionContext) -> None:
    sig = ctx.signal
    if sig is None:
        raise RuntimeError("not cancellable")


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    require_signal(ctx)
    return str(ctx.signal.aborted) + str(ctx.identity.conversation)  # expect: DK201
