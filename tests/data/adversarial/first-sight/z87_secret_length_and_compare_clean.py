from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    tok = ctx.credential.secret.reveal()
    print(len(tok), tok == args.expected)
    return {"ok": True, "length": len(tok), "who": ctx.credential.name}
