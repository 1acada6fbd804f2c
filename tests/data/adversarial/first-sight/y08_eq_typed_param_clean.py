from devkit.agent import ToolExecutionContext, tool


def same_run(ctx: ToolExecutionContext, expected: str) -> str:
    if ctx.run_id == expected:
        return ctx.run_id.lower()
    return expected


@tool(name="compare", description="Compare runs.")
async def compare(args, ctx: ToolExecutionContext) -> str:
    return same_run(ctx, "r-1")
