from __future__ import annotations

from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


@tool(name="report", wants=["report"])  # expect: DK104
async def report(args: "ReportArgs", ctx: "ToolExecutionContext"):
    if ctx.wanted is None or "report" not in ctx.wanted:
        return None
    return ctx.wanted["report"].size


class ReportArgs(BaseModel):
    repo: str
