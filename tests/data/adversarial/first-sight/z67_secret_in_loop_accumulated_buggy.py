from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "none"
    text = ""
    for part in args.parts:
        text += part
        if part == "auth":
            text += ctx.credential.secret.reveal()
    return text  # expect: DK402
