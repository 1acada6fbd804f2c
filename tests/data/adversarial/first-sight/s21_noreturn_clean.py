from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def _fail(msg: str) -> NoReturn:
    raise RuntimeError(msg)


@tool(name="t")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        _fail("no identity")
    return ctx.identity.conversation or ""
