from pydantic import BaseModel

from devkit.agent import ToolExecutionContext, tool


class Base(BaseModel):
    report: str = ""


class Args(Base):
    title: str


@tool(name="t", description="d", wants=["summary"])  # expect: DK104
def t(args: Args, ctx: ToolExecutionContext) -> int:
    return 0
