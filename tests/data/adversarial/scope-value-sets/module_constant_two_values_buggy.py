from devkit.agent import ToolExecutionContext, tool, tool_session_key
import os

SCOPE = "run"
if os.environ.get("KEEP_SESSIONS"):
    SCOPE = "session"


@tool(name="m")
def m(args, ctx: ToolExecutionContext):
    if "run" not in (ctx.teardown_scopes or ()) or ctx.on_teardown is None:
        return "no cleanup"
    ctx.on_teardown(lambda: None, scope=SCOPE)  # expect: DK301
    return "ok"
