from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant if ctx.identity and ctx.identity.tenant else ctx.run_id if ctx.run_id else "-"  # expect: DK204
