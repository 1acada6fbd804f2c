from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    if ident is None:
        return "-"
    ident = args.override
    return ident.principal
