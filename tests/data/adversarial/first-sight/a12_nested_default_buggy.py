from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    def principal(ident=ctx.identity):
        return ident.principal  # expect: DK201
    return principal()
