from devkit.agent import ToolExecutionContext, tool


def _note(reason: str) -> None:
    print("note:", reason)


@tool(name="aborted", description="Says whether the call was aborted.")
def aborted(args, ctx: ToolExecutionContext) -> bool:
    if ctx.signal is None:
        _note("no signal")
    return ctx.signal.aborted  # expect: DK201
