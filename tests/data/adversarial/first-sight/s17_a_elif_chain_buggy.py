from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is not None and ctx.identity.tenant:
        return ctx.identity.tenant
    elif ctx.run_id:
        return ctx.identity.principal  # expect: DK201
    return "-"
