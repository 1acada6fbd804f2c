from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", needs=[Need("github")])
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "-"
    msg = "token="
    msg += ctx.credential.secret.reveal()
    return msg  # expect: DK402
