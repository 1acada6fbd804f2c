import asyncio
import tempfile
from pathlib import Path
from devkit.agent import ToolExecutionContext, tool, tool_session_key

WORKDIRS: dict[str, Path] = {}


@tool(name="export")
async def export(args, ctx: ToolExecutionContext):
    scopes = ctx.teardown_scopes or ()
    if "run" not in scopes or ctx.on_teardown is None:
        return {"ok": False, "error": "this host cannot clean up after a run"}
    key = tool_session_key(ctx, "run")
    workdir = WORKDIRS.get(key)
    if workdir is None:
        workdir = WORKDIRS[key] = Path(tempfile.mkdtemp())
        ctx.on_teardown(lambda: WORKDIRS.pop(key, None), scope="run", key=key)
    for i, row in enumerate(args.rows):
        if ctx.signal is not None and ctx.signal.aborted:
            break
        (workdir / f"{i}.txt").write_text(str(row))
        await asyncio.sleep(0)
    return {"ok": True, "dir": str(workdir)}
