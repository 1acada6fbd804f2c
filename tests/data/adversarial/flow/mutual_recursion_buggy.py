from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def walk(c, depth):
    if depth:
        return step(c, depth - 1)
    return c.identity.tenant  # expect: DK201

def step(c, depth):
    return walk(c, depth)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    return walk(ctx, 3)
