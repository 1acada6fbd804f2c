from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class TierArgs(BaseModel):
    nightly_runs: list[str] = []


@tool(name="tier", description="Reports the run tier.")
def tier(args: TierArgs, ctx: ToolExecutionContext):
    if ctx.run_id in args.nightly_runs:
        return {"tier": "nightly", "run": ctx.run_id.upper()}
    return {"tier": "adhoc"}
