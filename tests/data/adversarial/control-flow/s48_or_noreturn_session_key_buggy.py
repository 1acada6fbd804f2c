from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool

_CACHE: dict = {}


def deny(what: str) -> NoReturn:
    raise PermissionError(f"no {what}")


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    return _CACHE[ctx.session_id or deny("session")]  # expect: DK401
