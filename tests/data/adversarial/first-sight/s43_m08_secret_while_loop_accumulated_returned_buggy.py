from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    out = ""
    i = 0
    token = ctx.credential.secret.reveal()
    while i < len(token):
        out += token[i]
        i += 1
    return out  # expect: DK402
