from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t", needs=[Need("github")])
async def t(args, ctx: ToolExecutionContext) -> dict:
    out: dict = {}
    if ctx.credential is not None:
        out["auth"] = ctx.credential.secret.reveal()
    return out  # expect: DK402
