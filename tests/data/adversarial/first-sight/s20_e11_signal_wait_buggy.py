from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
async def t(args: dict, ctx: ToolExecutionContext) -> str:
    await ctx.signal.wait()  # expect: DK201
    return "stopped"
