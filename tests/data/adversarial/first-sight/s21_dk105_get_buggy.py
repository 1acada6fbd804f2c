from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class Args(BaseModel):
    report: str


@tool(name="sum", wants=["report"])
def summarize(args: Args, ctx: ToolExecutionContext) -> dict:
    if ctx.wanted is None:
        return {}
    meta = ctx.wanted.get("reprot")  # expect: DK105
    return {"meta": meta}
