from devkit.agent import Need, ToolExecutionContext, tool

GITHUB = [Need("github")]


@tool(name="t", description="d", needs=GITHUB)  # expect: DK003
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    return ctx.credential.name
