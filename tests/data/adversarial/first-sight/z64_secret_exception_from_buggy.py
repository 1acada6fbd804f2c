from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "none"
    token = ctx.credential.secret.reveal()
    if len(token) < 10:
        raise ValueError("token too short: {}".format(token))  # expect: DK402
    return "ok"
