from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class Args(BaseModel):
    report: str


@tool(name="t", description="d", wants=["reprot"])  # expect: DK104
def t(args: Args, ctx: ToolExecutionContext) -> str:
    if ctx.wanted is None:
        return ""
    return str(len(ctx.wanted))
