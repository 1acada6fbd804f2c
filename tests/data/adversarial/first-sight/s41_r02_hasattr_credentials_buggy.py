from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if hasattr(ctx, "credentials"):  # expect: DK202
        cred = ctx.credentials.get(Need("github"))
        return cred.name if cred else ""
    return ""
