from devkit.agent import ToolExecutionContext, tool


def _run(ctx: ToolExecutionContext):
    return ctx.run_id


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return _run(ctx).upper()  # expect: DK201
