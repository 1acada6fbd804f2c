from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("api")])
async def t(args, ctx: ToolExecutionContext) -> object:
    if not ctx.has_credentials:
        return ctx.credential
    return ctx.credentials.get(Need("api"))
