from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}

    def header() -> str:
        return "Bearer " + ctx.credential.secret.reveal()

    return {"auth": header()}  # expect: DK402
