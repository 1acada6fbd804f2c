import contextlib
import sys
from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def fail(msg: str) -> NoReturn:
    raise RuntimeError(msg)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    try:
        ident = ctx.identity
    except Exception:
        return None
    else:
        if ident is None:
            return None
    return ident.tenant
