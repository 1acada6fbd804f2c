from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    raw = ctx.credential.secret.reveal().strip()
    msg = "token=%s rejected" % raw
    raise ValueError(msg)  # expect: DK402
