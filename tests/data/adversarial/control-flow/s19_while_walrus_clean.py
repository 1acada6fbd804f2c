import contextlib
import sys
from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def fail(msg: str) -> NoReturn:
    raise RuntimeError(msg)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    total = 0
    while (ident := ctx.identity) is not None and total < 3:
        total += len(ident.tenant or "")
    return total
