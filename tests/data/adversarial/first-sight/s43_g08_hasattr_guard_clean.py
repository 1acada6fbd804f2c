from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if hasattr(ctx.identity, "tenant"):
        return str(ctx.identity.tenant)
    return "-"
