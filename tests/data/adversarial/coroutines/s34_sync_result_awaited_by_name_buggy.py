from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    if not ctx.has_credentials:
        return None
    pending = ctx.credentials.get(Need("github"))  # expect: DK005
    cred = await pending
    return cred
