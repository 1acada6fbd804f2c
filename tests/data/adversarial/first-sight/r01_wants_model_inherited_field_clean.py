from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class BaseArgs(BaseModel):
    report: str


class Args(BaseArgs):
    limit: int = 3


@tool(name="size", description="d", wants=["report"])
def size(args: Args, ctx: ToolExecutionContext) -> int:
    if ctx.wanted is None or "report" not in ctx.wanted:
        return 0
    return ctx.wanted["report"].size
