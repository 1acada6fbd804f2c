from __future__ import annotations

from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class TierArgs(BaseModel):
    nightly_runs: "frozenset[str]" = frozenset()


@tool(name="tier", description="Reports the run tier.")
def tier(args: "TierArgs", ctx: ToolExecutionContext):
    if ctx.run_id not in args.nightly_runs:
        return {"tier": "adhoc"}
    return {"tier": "nightly", "run": ctx.run_id.upper()}
