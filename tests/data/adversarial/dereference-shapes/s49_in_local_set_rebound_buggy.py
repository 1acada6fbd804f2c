from devkit.agent import ToolExecutionContext, tool


@tool(name="tier", description="Reports the run tier.")
def tier(args, ctx: ToolExecutionContext):
    nightly = {"nightly-1", "nightly-2"}
    if args.extra:
        nightly = set(args.extra)
    if ctx.run_id in nightly:
        return {"tier": "nightly", "run": ctx.run_id.upper()}  # expect: DK201
    return {"tier": "adhoc"}
