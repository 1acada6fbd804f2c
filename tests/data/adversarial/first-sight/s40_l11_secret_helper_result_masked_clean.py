from devkit.agent import Need, ToolExecutionContext, tool


def _masked(token: str) -> str:
    return "*" * len(token)


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    shown = _masked(ctx.credential.secret.reveal())
    print("token", shown)
    return shown
