import contextlib
import sys
from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def fail(msg: str) -> NoReturn:
    raise RuntimeError(msg)


@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        return
    for i in range(3):
        yield f"{ctx.identity.tenant}-{i}"
