from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", needs=[Need("github")])
async def t(args, ctx: ToolExecutionContext) -> str:
    cred = ctx.credential
    if cred is None:
        return "-"
    raw = cred.secret.reveal()
    shown = raw[:4] + "..."
    print("using", shown)  # expect: DK402
    return "ok"
