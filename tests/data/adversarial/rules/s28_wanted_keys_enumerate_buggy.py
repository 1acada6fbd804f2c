from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class Args(BaseModel):
    report: str = ""


@tool(name="sizes", wants=["report"])
def sizes(args: Args, ctx: ToolExecutionContext):
    if ctx.wanted is None:
        return []
    found = []
    for position, name in enumerate(("report", "summary")):  # expect: DK105
        found.append((position, ctx.wanted[name].size))
    return found
