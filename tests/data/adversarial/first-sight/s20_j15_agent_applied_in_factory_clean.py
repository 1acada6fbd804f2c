from devkit.agent import tool


def impl(args, ctx):
    if ctx.run_id is None:
        return ""
    return ctx.run_id.upper()


def build():
    return tool(name="t", description="d")(impl)
