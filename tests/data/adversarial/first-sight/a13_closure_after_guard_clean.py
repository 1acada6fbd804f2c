from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    ident = ctx.identity
    if ident is None:
        return []
    def label(item):
        return f"{ident.tenant}/{item}"
    return [label(i) for i in args.items]
