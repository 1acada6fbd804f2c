from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if not ctx.has_credentials:
        return "no provider"
    cred = ctx.credentials.get("slack")
    return cred.name  # expect: DK201
