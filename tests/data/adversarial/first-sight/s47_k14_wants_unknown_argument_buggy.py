from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class Args(BaseModel):
    report: str


@tool(name="size", description="Size of the report.", wants=["document"])  # expect: DK104
def size(args: Args, ctx: ToolExecutionContext) -> int:
    return len(args.report)
