from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    if ident is None:
        return ""

    def show() -> str:
        return ident.principal or ""

    return show()
