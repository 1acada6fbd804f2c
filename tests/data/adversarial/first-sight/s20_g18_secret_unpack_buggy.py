from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="t", needs=[Need("gh")])
def t(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    name, raw = ctx.credential.name, ctx.credential.secret.reveal()
    print("%s uses %s" % (name, raw))  # expect: DK402
    return {}
