from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    try:
        if ident is None:
            return "-"
        return ident.tenant or "-"
    finally:
        print("done")
