from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t", needs=[Need("github")])
async def t(args, ctx: ToolExecutionContext) -> str:
    cred = ctx.credential
    if cred is None:
        return "none"
    raw = cred.secret.reveal()
    if len(raw) < 10:
        raise RuntimeError(f"bad token {raw}")  # expect: DK402
    return "ok"
