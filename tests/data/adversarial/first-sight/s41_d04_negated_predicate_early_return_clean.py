from devkit.agent import ToolExecutionContext, tool


def _in_run(ctx: ToolExecutionContext) -> bool:
    return ctx.run_id is not None


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if not _in_run(ctx):
        return "outside a run"
    return ctx.run_id.upper()
