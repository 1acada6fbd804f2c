from devkit.agent import tool, ToolExecutionContext


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    def odd():
        return not odd()
    if odd():
        return None
    return ctx.tool_call_id
