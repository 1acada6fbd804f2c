from devkit.agent import Need, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> list:
    ident = ctx.identity
    if ident is None:
        return []
    others = [i for i in args.get("people", [])]
    names = [ident for ident in others]
    return [ident.tenant, *names]
