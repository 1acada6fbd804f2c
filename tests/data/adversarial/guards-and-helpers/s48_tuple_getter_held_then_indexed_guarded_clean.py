from devkit.agent import ToolExecutionContext, tool


def both(c: ToolExecutionContext):
    return c.signal, c.identity


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext):
    pair = both(ctx)
    if pair[1] is not None:
        return pair[1].tenant
    return None
