from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("api")])
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    print("using", ctx.credential.secret)
    return f"{ctx.credential.name}: {ctx.credential.secret}"
