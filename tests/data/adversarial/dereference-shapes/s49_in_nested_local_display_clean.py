from devkit.agent import ToolExecutionContext, tool


@tool(name="tier", description="Reports the run tier.")
def tier(args, ctx: ToolExecutionContext):
    def label() -> str:
        nightly = ("nightly-1", "nightly-2")
        if ctx.run_id in nightly:
            return ctx.run_id.upper()
        return "adhoc"

    return {"tier": label()}
