from devkit.agent import ToolExecutionContext, tool


@tool(name="tier", description="Reports the run tier.")
def tier(args, ctx: ToolExecutionContext, nightly: list[str] = []):  # noqa: B006
    hits = [ctx.run_id.upper() for nightly in args.groups if ctx.run_id in nightly]  # expect: DK201
    return {"hits": hits, "nightly": nightly}
