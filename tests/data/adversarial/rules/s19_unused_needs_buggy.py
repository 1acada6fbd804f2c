from pydantic import BaseModel
import uuid

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

SESSIONS: dict = {}


@tool(name="a", needs=[Need("github")])  # expect: DK102
def a(args, ctx: ToolExecutionContext):
    return "ok"
