from devkit.agent import Need, ToolExecutionContext, tool


def _needs():
    return [Need("github")]


@tool(name="t", description="d", needs=_needs())  # expect: DK003
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    return ctx.credential.name
