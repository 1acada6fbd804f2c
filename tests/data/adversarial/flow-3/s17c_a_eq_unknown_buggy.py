from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    expected = args.run
    if ctx.run_id == expected:
        return ctx.run_id.upper()  # expect: DK201
    return "-"
