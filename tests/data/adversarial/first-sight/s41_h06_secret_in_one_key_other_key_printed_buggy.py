from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    h = {}
    h["a"] = "Bearer " + ctx.credential.secret.reveal()
    h["b"] = "x"
    print(h["b"])
    print(h["a"])  # expect: DK402
    return "ok"
