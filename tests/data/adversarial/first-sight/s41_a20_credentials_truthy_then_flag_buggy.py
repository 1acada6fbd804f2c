from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if not ctx.credentials:  # expect: DK202
        return "no provider"
    if ctx.has_credentials:
        cred = ctx.credentials.get(Need("github"))
        return cred.name if cred else ""
    return ""
