from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if not ctx.has_artifacts:
        return "no store"
    ctx.artifacts.put("a.txt", "x")
    return "ok"
