from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class TierArgs(BaseModel):
    nightly_runs: list[str] = []


@tool(name="tier", description="Reports the run tier.")
def tier(args: TierArgs, ctx: ToolExecutionContext):
    if args.nightly_runs == []:
        args = args.model_copy(update={"nightly_runs": [None]})
    if ctx.run_id in args.nightly_runs:
        return {"tier": "nightly", "run": ctx.run_id.upper()}  # expect: DK201
    return {"tier": "adhoc"}
