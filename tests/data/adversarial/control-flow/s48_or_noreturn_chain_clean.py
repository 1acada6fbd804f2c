from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def deny(what: str) -> NoReturn:
    raise PermissionError(f"no {what}")


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    ctx.identity and ctx.signal or deny("identity and signal")
    return ctx.identity.tenant, ctx.signal.aborted
