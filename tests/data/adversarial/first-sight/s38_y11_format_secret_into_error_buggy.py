from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    cred = ctx.credential
    if cred is None:
        return "no credential"
    token = cred.secret.reveal()
    if not token.startswith("ghp_"):
        raise ValueError("unexpected token {}".format(token))  # expect: DK402
    return "ok"
