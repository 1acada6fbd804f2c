import threading

from devkit.agent import ToolExecutionContext, tool

_lock = threading.Lock()


def honours(ctx: ToolExecutionContext, scope: str) -> bool:
    with _lock:
        return scope in (ctx.teardown_scopes or ())


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.on_teardown is not None and honours(ctx, "run"):
        ctx.on_teardown(lambda: None, scope="run", key="k")
    return "ok"
