from devkit.agent import ToolExecutionContext, tool


@tool(name="trace", description="Tag the work with its run.")
async def trace(args, ctx: ToolExecutionContext) -> str:
    match ctx.run_id:
        case None:
            return "outside a run"
        case run:
            return f"run {run}"
