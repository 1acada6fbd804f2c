import threading

from devkit.agent import Tool, ToolExecutionContext, tool

LOCK = threading.Lock()


def require_signal(ctx: ToolExecutionContext) -> None:
    with LOCK:
        if ctx.signal is None:
            raise RuntimeError("not cancellable")


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    require_signal(ctx)
    return str(ctx.signal.aborted) + str(ctx.identity.conversation)  # expect: DK201
