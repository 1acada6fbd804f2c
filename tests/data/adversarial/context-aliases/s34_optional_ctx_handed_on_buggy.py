from devkit.agent import ToolExecutionContext, tool


def _run_of(ctx):
    return ctx.run_id  # expect: DK201


def run_of(ctx: ToolExecutionContext | None = None):
    return _run_of(ctx)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    return run_of()
