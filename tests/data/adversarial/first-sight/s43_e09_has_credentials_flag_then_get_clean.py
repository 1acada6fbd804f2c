from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if not ctx.has_credentials:
        return "no provider"
    cred = ctx.credentials.get(Need("github"))
    return cred.name if cred else "none"
