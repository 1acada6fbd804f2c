from devkit.agent import tool


@tool(name="t", description="t")
def t(args, ctx):
    return ctx.signal.aborted  # expect: DK201
