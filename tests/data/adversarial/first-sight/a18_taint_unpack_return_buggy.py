from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext):
    cred = ctx.credential
    if cred is None:
        return {}
    token, kind = cred.secret.reveal(), cred.kind
    return {"token": token, "kind": kind}  # expect: DK402
