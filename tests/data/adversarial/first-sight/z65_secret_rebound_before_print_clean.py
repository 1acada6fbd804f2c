from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "none"
    value = ctx.credential.secret.reveal()
    use(value)
    value = "redacted"
    print(value)
    return "ok"


def use(v: str) -> None:
    pass
