from devkit.agent import Need, ToolExecutionContext, tool


def _who(ctx: ToolExecutionContext) -> str:
    cred = ctx.credential
    return cred.name if cred is not None else "nobody"


@tool(name="t", description="d", needs=[Need("slack")])
def t(args, ctx: ToolExecutionContext) -> str:
    return _who(ctx)
