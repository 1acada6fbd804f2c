from devkit.agent import ToolExecutionContext, tool


def both(c: ToolExecutionContext):
    return c.signal, c.identity


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    first = both(ctx)[0]
    print("aborted:", first.aborted)  # expect: DK201
