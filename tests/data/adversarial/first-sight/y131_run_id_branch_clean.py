from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id is None:
        return "not in a run"
    return f"run-{ctx.run_id}"
