from devkit.agent import ToolExecutionContext, tool


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    sig = ctx.signal
    if sig is None:
        return None
    check, label = (lambda: sig.aborted), "signal"
    return label, check()


@tool(name="b")
def b(args, ctx: ToolExecutionContext):
    ident = ctx.identity
    if ident is None:
        return None
    show, other = lambda: ident.tenant, ctx.identity
    return show(), other
