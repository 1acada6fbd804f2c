from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def refuse(reason: str) -> NoReturn:
    raise PermissionError(reason)


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    if not ident:
        refuse("no identity")
    return ident.conversation or ""
