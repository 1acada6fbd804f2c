import contextlib
import sys
from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def fail(msg: str) -> NoReturn:
    raise RuntimeError(msg)


@tool(name="a")
def a(args, ctx: ToolExecutionContext, rows: list[list[str]]):
    out = []
    for row in rows:
        for cell in row:
            if ctx.run_id is None:
                continue
            out.append(ctx.run_id + cell)
    return out
