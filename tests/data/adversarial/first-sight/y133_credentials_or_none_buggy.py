from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("api")])
async def t(args, ctx: ToolExecutionContext) -> object:
    provider = ctx.credentials or None  # expect: DK202
    return ctx.credential if provider else None
