from pydantic import BaseModel
import uuid

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

SESSIONS: dict = {}


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    return ctx.run_id.upper()  # devkit: ignore[DK201]
