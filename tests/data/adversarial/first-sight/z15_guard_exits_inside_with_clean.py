import threading

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

LOCK = threading.Lock()


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    with LOCK:
        if ctx.identity is None:
            return "anon"
    return str(ctx.identity.conversation)
