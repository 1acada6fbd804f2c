from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class Args(BaseModel):
    report: str


@tool(name="size", description="d", wants=["reprot"])  # expect: DK104
def size(args: Args, ctx: ToolExecutionContext) -> int:
    return 0
