from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    print(ctx.credential.secret, str(ctx.credential.secret))
    return f"{ctx.credential.name}: {ctx.credential.secret}"
