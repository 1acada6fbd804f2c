from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def _deny(reason: str) -> NoReturn:
    raise PermissionError(reason)


@tool(name="aborted", description="Says whether the call was aborted.")
def aborted(args, ctx: ToolExecutionContext) -> bool:
    if ctx.signal is None:
        _deny("no signal")
    return ctx.signal.aborted
