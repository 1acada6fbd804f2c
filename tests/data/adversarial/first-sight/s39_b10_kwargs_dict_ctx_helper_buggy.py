from devkit.agent import ToolExecutionContext, tool


def _abort_state(*, ctx: ToolExecutionContext) -> bool:
    return ctx.signal.aborted  # expect: DK201


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> bool:
    return _abort_state(**{"ctx": ctx})
