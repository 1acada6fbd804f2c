import threading

from devkit.agent import ToolExecutionContext, tool

_lock = threading.Lock()


def both(ctx: ToolExecutionContext):
    with _lock:
        return ctx.signal, ctx.identity


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    sig, ident = both(ctx)
    return sig.aborted  # expect: DK201
