from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("api")])
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    parts = ["key", ctx.credential.secret.reveal()]
    return ":".join(parts)  # expect: DK402
