from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", needs=[Need("github", scopes=("repo",))])
async def t(args, ctx: ToolExecutionContext) -> bool:
    cred = ctx.credential
    return cred is not None and "repo" in cred.scopes
