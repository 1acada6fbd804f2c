from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> object:
    prev = None
    for item in args.items:
        prev = ctx.identity
    return prev.conversation  # expect: DK201
