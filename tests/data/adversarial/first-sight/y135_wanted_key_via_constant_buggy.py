from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool

DRAFT = "draft"


class Args(BaseModel):
    report: str


@tool(name="t", description="d", wants=["report"])
async def t(args: Args, ctx: ToolExecutionContext) -> object:
    if ctx.wanted is None:
        return None
    return ctx.wanted[DRAFT]  # expect: DK105
