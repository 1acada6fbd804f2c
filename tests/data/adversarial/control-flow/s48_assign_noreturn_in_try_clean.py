from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def deny(what: str) -> NoReturn:
    raise PermissionError(f"no {what}")


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    try:
        if ctx.identity is None:
            refused = deny("identity")
    except PermissionError:
        return None
    return ctx.identity.tenant
