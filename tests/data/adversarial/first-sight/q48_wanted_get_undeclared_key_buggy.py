from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class Args(BaseModel):
    report: str
    other: str = ""


@tool(name="size", description="d", wants=["report"])
def size(args: Args, ctx: ToolExecutionContext) -> int:
    if ctx.wanted is None:
        return 0
    meta = ctx.wanted.get("other")  # expect: DK105
    return meta.size if meta else ctx.wanted["report"].size
