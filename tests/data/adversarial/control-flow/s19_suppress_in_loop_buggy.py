import contextlib
import sys
from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def fail(msg: str) -> NoReturn:
    raise RuntimeError(msg)


@tool(name="a")
def a(args, ctx: ToolExecutionContext, items: list[str]):
    for item in items:
        with contextlib.suppress(KeyError):
            if ctx.run_id is None:
                raise KeyError(item)
            print(ctx.run_id.upper())
    return ctx.run_id.upper()  # expect: DK201
