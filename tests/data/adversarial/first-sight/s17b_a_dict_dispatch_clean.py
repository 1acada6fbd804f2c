from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> dict:
    ident = ctx.identity
    info = {"tenant": ident.tenant if ident else None, "run": ctx.run_id}
    return info
