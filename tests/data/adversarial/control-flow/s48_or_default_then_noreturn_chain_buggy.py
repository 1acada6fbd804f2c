from typing import NoReturn

from devkit.agent import ToolExecutionContext, tool


def deny(what: str) -> NoReturn:
    raise PermissionError(f"no {what}")


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    run = ctx.run_id or "-"  # expect: DK204
    ctx.session_id or deny("session")
    return run.upper() + ctx.session_id
