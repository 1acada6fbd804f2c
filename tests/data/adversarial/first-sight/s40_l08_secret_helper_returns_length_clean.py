from devkit.agent import Need, ToolExecutionContext, tool


def _describe(token: str) -> str:
    return f"{len(token)} characters, starts with ghp_: {token.startswith('ghp_')}"


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    return _describe(ctx.credential.secret.reveal())
