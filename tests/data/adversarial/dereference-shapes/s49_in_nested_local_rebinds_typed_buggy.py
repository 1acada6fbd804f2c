from devkit.agent import ToolExecutionContext, tool


@tool(name="tier", description="Reports the run tier.")
def tier(args, ctx: ToolExecutionContext, nightly: frozenset[str] = frozenset()):
    def label() -> str:
        nightly = args.groups
        if ctx.run_id in nightly:
            return ctx.run_id.upper()  # expect: DK201
        return "adhoc"

    return {"tier": label(), "known": len(nightly)}
