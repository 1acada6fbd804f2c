from devkit.agent import ToolExecutionContext, tool


@tool(name="label", description="Label the run.")
async def label(args, ctx: ToolExecutionContext) -> str:
    run = "adhoc" if ctx.run_id is None else ctx.run_id  # expect: DK204
    return f"run-{run}"
