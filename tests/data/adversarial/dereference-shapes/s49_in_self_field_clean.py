from devkit.agent import Tool, ToolExecutionContext


class TierTool(Tool):
    """Reports whether the run is a nightly one."""

    name = "tier"
    nightly_runs: frozenset[str] = frozenset({"nightly-1", "nightly-2"})

    def execute(self, args, ctx: ToolExecutionContext) -> dict:
        if ctx.run_id not in self.nightly_runs:
            return {"tier": "adhoc"}
        return {"tier": "nightly", "run": ctx.run_id.upper()}
