from pydantic import BaseModel

from devkit.agent import Tool, ToolExecutionContext


class Args(BaseModel):
    report: str


class Summarise(Tool):
    name = "summarise"
    wants = ["report"]

    def execute(self, args: Args, ctx: ToolExecutionContext) -> int:
        meta = (ctx.wanted or {}).get("report")
        return meta.size if meta is not None else 0
