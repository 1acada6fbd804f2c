from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def deny(what: str) -> NoReturn:
    raise PermissionError(f"no {what}")


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    tenant = ctx.identity.tenant if ctx.identity is not None else deny("identity")
    print("principal", ctx.identity.principal)
    aborted = deny("signal") if ctx.signal is None else ctx.signal.aborted
    return tenant, aborted, ctx.signal.reason
