from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


class Refusals:
    @staticmethod
    def refuse(reason: str) -> NoReturn:
        raise PermissionError(reason)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        Refusals.refuse("anonymous")
    return ctx.identity.tenant
