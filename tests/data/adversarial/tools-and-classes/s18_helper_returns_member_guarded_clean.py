from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


def identity_of(ctx: ToolExecutionContext):
    return ctx.identity


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    ident = identity_of(ctx)
    if ident is None:
        return "-"
    return str(ident.principal)
