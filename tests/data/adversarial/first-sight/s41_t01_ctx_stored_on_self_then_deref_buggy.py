from devkit.agent import Tool, ToolExecutionContext


class Report(Tool):
    name = "report"
    description = "d"

    def _tenant(self) -> str:
        return self.ctx.identity.principal or "?"  # expect: DK201

    def execute(self, args, ctx: ToolExecutionContext) -> str:
        self.ctx = ctx
        return self._tenant()
