from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class Args(BaseModel):
    report: str
    notes: str = ""


@tool(name="size", description="d", wants=["report"])
def size(args: Args, ctx: ToolExecutionContext) -> int:
    if ctx.wanted is None:
        return 0
    total = 0
    for name in ("report", "notes"):  # expect: DK105
        total += ctx.wanted[name].size
    return total
