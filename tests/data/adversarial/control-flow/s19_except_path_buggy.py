import contextlib
import sys
from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def fail(msg: str) -> NoReturn:
    raise RuntimeError(msg)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    try:
        if ctx.identity is None:
            raise LookupError("no identity")
        name = ctx.identity.principal
    except LookupError:
        name = ctx.identity.principal  # expect: DK201
    return name
