from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class Args(BaseModel):
    report: str


@tool(name="t", description="d", wants=["reprot"])  # expect: DK104
async def t(args: Args, ctx: ToolExecutionContext) -> object:
    if ctx.wanted is None:
        return None
    return ctx.wanted.get("reprot")
