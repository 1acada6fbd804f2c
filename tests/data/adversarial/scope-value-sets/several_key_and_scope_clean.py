from devkit.agent import ToolExecutionContext, tool, tool_session_key

CACHE: dict = {}


@tool(name="k")
def k(args, ctx: ToolExecutionContext, keep: bool = False):
    wanted = "session" if keep else "run"
    if wanted not in (ctx.teardown_scopes or ()) or ctx.on_teardown is None:
        return "no cleanup"
    key = tool_session_key(ctx, wanted)
    CACHE[key] = args
    ctx.on_teardown(lambda: CACHE.pop(key, None), scope=wanted, key=key)
    return "ok"
