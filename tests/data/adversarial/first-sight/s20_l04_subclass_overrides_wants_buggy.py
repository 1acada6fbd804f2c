from devkit.agent import Tool, ToolExecutionContext


class ReportTool(Tool):
    wants = ["report"]


class Summary(ReportTool):
    name = "summary"
    wants = ["document"]

    def execute(self, args: dict, ctx: ToolExecutionContext) -> int:
        if ctx.wanted is None:
            return 0
        return ctx.wanted["report"].size  # expect: DK105
