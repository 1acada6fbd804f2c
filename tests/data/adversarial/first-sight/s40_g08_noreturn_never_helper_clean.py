from typing import Never

from devkit.agent import ToolExecutionContext, tool


def deny(reason: str) -> Never:
    raise PermissionError(reason)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    if ident is None:
        deny("anonymous")
    return ident.tenant or "none"
