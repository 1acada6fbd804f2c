from devkit.agent import ToolExecutionContext, tool


@tool(name="t")
def t(args, ctx: ToolExecutionContext) -> list:
    fns = [lambda c=ctx: c.identity.tenant]  # expect: DK201
    return [f() for f in fns]
