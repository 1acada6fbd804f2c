from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    tok = ctx.credential.secret.reveal()
    headers = {"Authorization": f"Bearer {tok}"}
    return headers  # expect: DK402
