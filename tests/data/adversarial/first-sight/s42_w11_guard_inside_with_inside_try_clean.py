import threading

from devkit.agent import ToolExecutionContext, tool

_lock = threading.Lock()


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        with _lock:
            if ctx.identity is None:
                return "anon"
            who = ctx.identity.principal
    except RuntimeError:
        return "busy"
    return (who or "-") + (ctx.identity.tenant or "")
