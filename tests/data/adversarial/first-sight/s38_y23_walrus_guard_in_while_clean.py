from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    seen = 0
    while (sig := ctx.signal) is not None and not sig.aborted:
        seen += 1
        if seen >= 3:
            break
    return seen
