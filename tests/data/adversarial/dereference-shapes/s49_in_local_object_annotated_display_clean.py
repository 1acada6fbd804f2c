from devkit.agent import ToolExecutionContext, tool


@tool(name="tier", description="Reports the run tier.")
def tier(args, ctx: ToolExecutionContext):
    nightly: object = frozenset({"nightly-1", "nightly-2"})
    if ctx.run_id in nightly:
        return {"tier": "nightly", "run": ctx.run_id.upper()}
    return {"tier": "adhoc"}
