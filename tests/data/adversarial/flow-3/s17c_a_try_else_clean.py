from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


def risky():
    return 1


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    try:
        risky()
    except ValueError:
        return "failed"
    else:
        ident = ctx.identity
        if ident is None:
            return "-"
    return ident.tenant or "-"
