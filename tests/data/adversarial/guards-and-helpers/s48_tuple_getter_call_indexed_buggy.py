from devkit.agent import ToolExecutionContext, tool


def both(c: ToolExecutionContext):
    return c.signal, c.identity


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    return both(ctx)[0].aborted  # expect: DK201
