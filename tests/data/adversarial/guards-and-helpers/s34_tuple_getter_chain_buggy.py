from devkit.agent import ToolExecutionContext, tool


def _both(c):
    return c.signal, c.identity


def both(c):
    return _both(c)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    sig, ident = both(ctx)
    return sig.aborted  # expect: DK201
