import threading

from devkit.agent import Tool, ToolExecutionContext, tool

LOCK = threading.Lock()


def require_identity(ctx: ToolExecutionContext) -> None:
    with LOCK:
        if ctx.identity is None:
            raise PermissionError("who are you?")


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    require_identity(ctx)
    return str(ctx.identity.conversation)
