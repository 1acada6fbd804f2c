import contextlib

from devkit.agent import ToolExecutionContext, tool


@tool(name="aborted", description="Says whether the call was aborted.")
def aborted(args, ctx: ToolExecutionContext) -> bool:
    with contextlib.suppress(ValueError):
        if ctx.signal is None:
            raise ValueError("no signal")
    return ctx.signal.aborted  # expect: DK201
