from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class Args(BaseModel):
    report: str


@tool(name="size", description="Size of the report.", wants=["report"])
def size(args: Args, ctx: ToolExecutionContext) -> int:
    meta = ctx.wanted.get("report") if ctx.wanted else None
    return meta.size if meta is not None else len(args.report)
