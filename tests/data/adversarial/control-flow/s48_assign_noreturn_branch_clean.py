from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def deny(what: str) -> NoReturn:
    raise PermissionError(f"no {what}")


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    if ctx.identity is not None:
        tenant = ctx.identity.tenant
    else:
        tenant = deny("identity")
    print("principal", ctx.identity.principal)
    reason: str = deny("signal") if ctx.signal is None else ctx.signal.reason
    return tenant, reason, ctx.signal.aborted
