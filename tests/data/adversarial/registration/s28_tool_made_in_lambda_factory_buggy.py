from devkit.agent import tool


def impl(args, ctx):
    return ctx.run_id.upper()  # expect: DK201


build = lambda: tool(name="t", description="d")(impl)
