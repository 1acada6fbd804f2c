from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
from dataclasses import dataclass
from typing import NamedTuple
from pydantic import BaseModel

@dataclass
class Job:
    name: str

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    job = Job(name="x")
    return job.name.upper()
