from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", needs=[Need("github")])
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no credential"
    token = ctx.credential.secret.reveal()
    if len(token) < 10:
        raise ValueError(f"bad token {token}")  # expect: DK402
    return "ok"
