from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> bool:
    return all(s in ("run", "session") for s in ctx.teardown_scopes or ())
