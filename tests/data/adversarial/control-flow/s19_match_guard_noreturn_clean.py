import contextlib
import sys
from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def fail(msg: str) -> NoReturn:
    raise RuntimeError(msg)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    match args.mode:
        case "strict" if ctx.identity is None:
            fail("identity required")
        case "strict":
            return ctx.identity.tenant
        case _:
            return None
