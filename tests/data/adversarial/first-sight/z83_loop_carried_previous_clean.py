from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    out = []
    prev = None
    for item in args.items:
        if prev is not None:
            out.append((item, prev.conversation))
        prev = ctx.identity
    return out
