from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.identity is None or ctx.signal is None:
        return {}
    return {"tenant": ctx.identity.tenant, "stopped": ctx.signal.aborted}
