from pydantic import BaseModel
import uuid

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

SESSIONS: dict = {}


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    run = ctx.run_id if ctx.run_id else uuid.uuid4().hex  # expect: DK204
    return {"run": run}
