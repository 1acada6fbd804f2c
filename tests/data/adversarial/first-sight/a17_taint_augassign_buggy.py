from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext):
    cred = ctx.credential
    if not cred:
        return None
    line = "key:"
    line += cred.secret.reveal()
    print(line)  # expect: DK402
