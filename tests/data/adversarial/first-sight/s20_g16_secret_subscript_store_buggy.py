from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="t", needs=[Need("gh")])
def t(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    headers = {}
    headers["Authorization"] = ctx.credential.secret.reveal()
    return headers  # expect: DK402
