from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
from dataclasses import dataclass
from typing import NamedTuple
from pydantic import BaseModel

@dataclass
class Job:
    run: str | None

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.session_id is None:
        return None
    job = Job(run=ctx.session_id)
    return job.run.upper()
