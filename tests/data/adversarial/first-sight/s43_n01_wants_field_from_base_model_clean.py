from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class Base(BaseModel):
    report: str = ""


class Args(Base):
    title: str


@tool(name="t", description="d", wants=["report"])
def t(args: Args, ctx: ToolExecutionContext) -> int:
    if ctx.wanted is None or "report" not in ctx.wanted:
        return 0
    return ctx.wanted["report"].size
