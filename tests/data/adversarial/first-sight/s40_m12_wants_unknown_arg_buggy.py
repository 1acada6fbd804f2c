from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class Args(BaseModel):
    report: str


@tool(name="t", description="d", wants=["report", "attachment"])  # expect: DK104
def t(args: Args, ctx: ToolExecutionContext) -> int:
    if ctx.wanted and "report" in ctx.wanted:
        return ctx.wanted["report"].size
    return 0
