import tempfile
from pathlib import Path
from devkit.agent import ToolExecutionContext, tool, tool_session_key

WORKDIRS: dict[str, Path] = {}


@tool(name="export")
async def export(args, ctx: ToolExecutionContext):
    scopes = ctx.teardown_scopes or ()
    if "session" not in scopes or ctx.on_teardown is None:
        return {"ok": False}
    key = tool_session_key(ctx, "run")
    WORKDIRS[key] = Path(tempfile.mkdtemp())
    ctx.on_teardown(lambda: WORKDIRS.pop(key, None), scope="session", key=key)  # expect: DK302
    return {"ok": True}
