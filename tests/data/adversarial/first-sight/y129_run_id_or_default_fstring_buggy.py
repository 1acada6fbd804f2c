from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    return f"run-{ctx.run_id or 'local'}"  # expect: DK204
