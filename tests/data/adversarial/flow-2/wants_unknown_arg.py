from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

from pydantic import BaseModel
class Args(BaseModel):
    report: str
@tool(name="a", wants=["reprot"])  # expect: DK104
def a(args: Args, ctx: ToolExecutionContext):
    return ctx.wanted["reprot"].size  # expect: DK201
