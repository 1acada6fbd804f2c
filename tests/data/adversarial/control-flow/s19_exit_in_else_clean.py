import contextlib
import sys
from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def fail(msg: str) -> NoReturn:
    raise RuntimeError(msg)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.run_id is not None:
        pass
    else:
        sys.exit(1)
    return ctx.run_id.upper()
