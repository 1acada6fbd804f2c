from devkit.agent import Tool, ToolExecutionContext


class Report(Tool):
    name = "report"

    def _tenant(self) -> str:
        return self._ctx.identity.tenant  # expect: DK201

    def execute(self, args, ctx: ToolExecutionContext) -> str:
        self._ctx = ctx
        return f"report for {self._tenant()}"
