from devkit.agent import ToolExecutionContext, tool


def both(*, ctx: ToolExecutionContext):
    return ctx.signal, ctx.identity


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    sig, ident = both(ctx=ctx)
    return sig.aborted  # expect: DK201
