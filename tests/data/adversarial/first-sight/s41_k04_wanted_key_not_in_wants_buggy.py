from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class Args(BaseModel):
    report: str
    notes: str


@tool(name="t", description="d", wants=["report"])
def t(args: Args, ctx: ToolExecutionContext) -> str:
    if ctx.wanted is None:
        return ""
    meta = ctx.wanted.get("notes")  # expect: DK105
    return meta.name if meta else ""
