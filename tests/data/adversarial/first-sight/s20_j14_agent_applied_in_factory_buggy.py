from devkit.agent import tool


def impl(args, ctx):
    return ctx.run_id.upper()  # expect: DK201


def build():
    return tool(name="t", description="d")(impl)
