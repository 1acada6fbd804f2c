from typing import NoReturn

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


def _deny(reason: str) -> NoReturn:
    raise PermissionError(reason)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        _deny("identity required")
    return ctx.identity.principal
