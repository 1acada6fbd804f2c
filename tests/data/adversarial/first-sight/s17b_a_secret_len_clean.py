from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", needs=[Need("github")])
async def t(args, ctx: ToolExecutionContext) -> int:
    cred = ctx.credential
    if cred is None:
        return 0
    return len(cred.secret.reveal())
