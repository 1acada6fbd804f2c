from devkit.agent import ToolExecutionContext, tool


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    sig = ctx.signal
    if sig is None:
        return None
    check, sig = (lambda: sig.aborted), ctx.signal  # expect: DK201
    return check()


@tool(name="b")
def b(args, ctx: ToolExecutionContext):
    ident = ctx.identity
    if ident is None:
        return None
    show, ident = lambda: ident.tenant, ctx.identity  # expect: DK201
    return show()
