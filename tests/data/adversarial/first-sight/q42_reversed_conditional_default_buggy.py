from devkit.agent import ToolExecutionContext, tool


@tool(name="run", description="d")
def run(args: dict, ctx: ToolExecutionContext) -> dict:
    has_run = ctx.run_id is not None
    run = "local" if ctx.run_id is None else ctx.run_id  # expect: DK204
    return {"has_run": has_run, "run": run}
