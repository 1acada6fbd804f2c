from devkit.agent import tool


def impl(args, ctx):
    if ctx.run_id is None:
        return "no run"
    return ctx.run_id.upper()


build = lambda: tool(name="t", description="d")(impl)
