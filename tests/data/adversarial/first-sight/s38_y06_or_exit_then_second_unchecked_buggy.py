from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.identity is None and ctx.signal is None:
        return {}
    return {"tenant": ctx.identity.tenant}  # expect: DK201
