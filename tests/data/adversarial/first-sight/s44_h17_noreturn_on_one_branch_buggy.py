from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def refuse(reason: str) -> NoReturn:
    raise PermissionError(reason)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None and args.strict:
        refuse("anonymous")
    return ctx.identity.tenant  # expect: DK201
