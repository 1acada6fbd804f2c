from devkit.agent import MemoryIdentity, Need, Tool, ToolExecutionContext, tool, tool_session_key
import asyncio, contextlib, functools, logging, os, sys
from typing import Never, NoReturn

log = logging.getLogger(__name__)
import enum


class Mode(enum.Enum):
    LOCAL = "local"


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    match args.mode:
        case Mode.LOCAL:
            return ctx.run_id.lower()  # expect: DK201
    return "x"
