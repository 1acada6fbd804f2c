from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def _refuse(reason: str) -> NoReturn:
    raise PermissionError(reason)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    if ident is None or ident.tenant is None:
        _refuse("tenant required")
    return ident.tenant.lower()
