from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    match ctx.identity:
        case None:
            return "nobody"
        case _:
            return ctx.identity.tenant
