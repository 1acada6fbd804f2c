from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class Args(BaseModel):
    report: str


@tool(name="summarise", description="Summarise.", wants=["report"])
async def summarise(args: Args, ctx: ToolExecutionContext) -> str:
    if ctx.wanted is None:
        return "nothing"
    meta = ctx.wanted.get("draft")  # expect: DK105
    return str(meta)
