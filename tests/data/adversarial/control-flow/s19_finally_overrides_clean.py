import contextlib
import sys
from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def fail(msg: str) -> NoReturn:
    raise RuntimeError(msg)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    result = "none"
    try:
        if ctx.identity is None:
            return result
        result = ctx.identity.principal or "anon"
    finally:
        print("done")
    return result.upper()
