from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    def known() -> bool:
        ident = getattr(ctx, "identity")
        return ident is not None

    if not known():
        return ""
    return str(ctx.identity.conversation)
