from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def deny(what: str) -> NoReturn:
    raise PermissionError(f"no {what}")


@tool(name="whoami", description="Names the caller.")
def whoami(args, ctx: ToolExecutionContext):
    stop = deny
    if ctx.identity is None:
        stop("identity")
    return {"principal": ctx.identity.principal}
