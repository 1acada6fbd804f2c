from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    ident = None
    for _ in args.items:
        if ident is None:
            ident = ctx.identity
    return ident.tenant or ""  # expect: DK201
