from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="t", needs=[Need("gh")])
def t(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    token = ctx.credential.secret.reveal().strip().encode()
    print("using", token)  # expect: DK402
    return {}
