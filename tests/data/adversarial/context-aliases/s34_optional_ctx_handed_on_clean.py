from devkit.agent import ToolExecutionContext, tool


def _run_of(ctx):
    return ctx.run_id


def run_of(ctx: ToolExecutionContext | None = None):
    if ctx is None:
        return "local"
    return _run_of(ctx)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    return run_of()
