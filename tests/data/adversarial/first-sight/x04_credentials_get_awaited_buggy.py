from devkit.agent import tool, Need, ToolExecutionContext

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    if not ctx.has_credentials:
        return None
    cred = await ctx.credentials.get(Need("github"))  # expect: DK005
    return cred
