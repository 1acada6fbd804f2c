from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> object:
    who = ctx.identity
    match who:
        case None:
            return "anon"
        case _:
            pass
    return who.principal
