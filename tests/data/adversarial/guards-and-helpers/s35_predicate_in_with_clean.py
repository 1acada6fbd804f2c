import threading

from devkit.agent import ToolExecutionContext, tool

_lock = threading.Lock()


def has_identity(ctx: ToolExecutionContext) -> bool:
    with _lock:
        return ctx.identity is not None


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if not has_identity(ctx):
        return "anonymous"
    return ctx.identity.principal
