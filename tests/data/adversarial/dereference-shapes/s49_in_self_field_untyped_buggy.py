from devkit.agent import Tool, ToolExecutionContext


class TierTool(Tool):
    """Reports whether the run is a nightly one."""

    name = "tier"

    def __init__(self, nightly_runs) -> None:
        self.nightly_runs = nightly_runs

    def execute(self, args, ctx: ToolExecutionContext) -> dict:
        if ctx.run_id not in self.nightly_runs:
            return {"tier": "adhoc"}
        return {"tier": "nightly", "run": ctx.run_id.upper()}  # expect: DK201
