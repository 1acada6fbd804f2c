from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("api")])
async def t(args, ctx: ToolExecutionContext) -> dict:
    credential = ctx.credential
    if credential is None:
        return {}
    headers = {}
    headers["Authorization"] = credential.secret.reveal()
    return headers  # expect: DK402
