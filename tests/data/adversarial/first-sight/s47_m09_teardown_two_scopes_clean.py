from devkit.agent import ToolExecutionContext, tool, tool_session_key

_RUNS: dict = {}
_SESSIONS: dict = {}


@tool(name="track", description="Tracks per run and per session.")
def track(args, ctx: ToolExecutionContext) -> str:
    scopes = ctx.teardown_scopes or ()
    if ctx.on_teardown is None:
        return "untracked"
    if "run" in scopes:
        run_key = tool_session_key(ctx, "run")
        _RUNS[run_key] = args.value
        ctx.on_teardown(lambda: _RUNS.pop(run_key, None), scope="run", key=run_key)
    if "session" in scopes:
        session_key = tool_session_key(ctx, "session")
        _SESSIONS[session_key] = args.value
        ctx.on_teardown(lambda: _SESSIONS.pop(session_key, None), scope="session", key=session_key)
    return "tracked"
