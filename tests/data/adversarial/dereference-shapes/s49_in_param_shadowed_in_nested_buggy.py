from devkit.agent import ToolExecutionContext, tool


@tool(name="tier", description="Reports the run tier.")
def tier(args, ctx: ToolExecutionContext, nightly: tuple[str, ...] = ()):
    def label(nightly):
        if ctx.run_id in nightly:
            return ctx.run_id.upper()  # expect: DK201
        return "adhoc"

    return {"tier": label(args.groups), "nightly": len(nightly)}
