from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="token", description="Token.", needs=[Need("api")])  # expect: DK102
async def token(args, ctx: ToolExecutionContext) -> bool:
    return hasattr(ctx.credentials, "get")  # expect: DK202
