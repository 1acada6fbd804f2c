from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    name, raw = ctx.credential.name, ctx.credential.secret.reveal()
    print(f"{name}={raw.strip()}")  # expect: DK402
    return name
