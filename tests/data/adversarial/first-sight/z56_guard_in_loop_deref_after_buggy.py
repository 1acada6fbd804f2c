from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    for item in args.items:
        if ctx.identity is None:
            return item
    return str(ctx.identity.conversation)  # expect: DK201
