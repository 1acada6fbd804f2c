from devkit.agent import Need, ToolExecutionContext, tool


def bearer(ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        raise PermissionError("no credential")
    return "Bearer " + ctx.credential.secret.reveal()


@tool(name="t", description="d", needs=[Need("api")])
async def t(args, ctx: ToolExecutionContext) -> dict:
    header = bearer(ctx)
    print(header)  # expect: DK402
    return {"ok": True}
