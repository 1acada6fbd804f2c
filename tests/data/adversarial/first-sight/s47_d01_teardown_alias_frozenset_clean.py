from devkit.agent import ToolExecutionContext, tool, tool_session_key

_OPEN: dict = {}


@tool(name="open_run", description="Opens a run resource.")
def open_run(args, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "run")
    _OPEN[key] = object()
    scopes = frozenset(ctx.teardown_scopes or ())
    if "run" in scopes and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: _OPEN.pop(key, None), scope="run", key=key)
    return key
