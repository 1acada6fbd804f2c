import threading

from devkit.agent import ToolExecutionContext, tool

_lock = threading.Lock()


def require_identity(ctx: ToolExecutionContext) -> None:
    with _lock:
        if ctx.identity is None:
            raise PermissionError("who are you?")


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    require_identity(ctx)
    return ctx.identity.principal
