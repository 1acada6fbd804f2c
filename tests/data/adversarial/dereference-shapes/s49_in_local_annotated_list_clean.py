from devkit.agent import ToolExecutionContext, tool


@tool(name="tier", description="Reports the run tier.")
def tier(args, ctx: ToolExecutionContext):
    nightly: list[str] = list(args.nightly_runs)
    if ctx.run_id not in nightly:
        return {"tier": "adhoc"}
    return {"tier": "nightly", "run": ctx.run_id.upper()}
