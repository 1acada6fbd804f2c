from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    cred = ctx.credential
    if cred is None:
        return ""
    token = cred.secret.reveal()
    if not token.startswith("ghp_"):
        raise RuntimeError("unexpected token " + token.strip())  # expect: DK402
    return "ok"
