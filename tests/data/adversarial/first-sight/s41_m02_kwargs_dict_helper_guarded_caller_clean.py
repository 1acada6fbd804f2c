from devkit.agent import ToolExecutionContext, tool


def _run_key(ctx: ToolExecutionContext) -> str:
    return "run:" + ctx.run_id.lower()


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id is None:
        return "no run"
    return _run_key(**{"ctx": ctx})
