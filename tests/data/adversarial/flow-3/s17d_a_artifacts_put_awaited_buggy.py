from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.has_artifacts:
        await ctx.artifacts.put("a.txt", "x")  # expect: DK005
    return "ok"
