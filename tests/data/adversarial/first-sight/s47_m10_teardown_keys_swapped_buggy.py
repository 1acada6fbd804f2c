from devkit.agent import ToolExecutionContext, tool, tool_session_key

_RUNS: dict = {}


@tool(name="track", description="Tracks per run.")
def track(args, ctx: ToolExecutionContext) -> str:
    scopes = ctx.teardown_scopes or ()
    if ctx.on_teardown is None or "run" not in scopes or "session" not in scopes:
        return "untracked"
    run_key = tool_session_key(ctx, "run")
    session_key = tool_session_key(ctx, "session")
    _RUNS[run_key] = args.value
    ctx.on_teardown(lambda: _RUNS.pop(run_key, None), scope="run", key=session_key)  # expect: DK302
    ctx.on_teardown(lambda: None, scope="session", key=session_key)
    return "tracked"
