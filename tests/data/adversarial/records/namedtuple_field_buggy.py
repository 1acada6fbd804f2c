from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
from dataclasses import dataclass
from typing import NamedTuple
from pydantic import BaseModel

class Pair(NamedTuple):
    ident: object
    n: int

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    p = Pair(ident=ctx.identity, n=1)
    return p.ident.tenant  # expect: DK201
