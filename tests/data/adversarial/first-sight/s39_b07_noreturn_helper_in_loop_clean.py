from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def _fail(why: str) -> NoReturn:
    raise RuntimeError(why)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    total = 0
    for item in args.items:
        if ctx.signal is None:
            _fail("no signal")
        if ctx.signal.aborted:
            break
        total += item
    return total
