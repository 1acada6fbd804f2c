import contextlib
import sys
from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def fail(msg: str) -> NoReturn:
    raise RuntimeError(msg)


@tool(name="a")
def a(args, ctx: ToolExecutionContext, rows: list[list[str]]):
    for row in rows:
        for cell in row:
            if ctx.run_id is None:
                break
        out = ctx.run_id.upper()  # expect: DK201
    return None
