from devkit.agent import Tool, ToolExecutionContext


class Report(Tool):
    name = "report"
    description = "d"

    def _tenant(self) -> str:
        return self.ctx.identity.principal or "?"

    def execute(self, args, ctx: ToolExecutionContext) -> str:
        self.ctx = ctx
        if ctx.identity is None:
            return "anonymous"
        return self._tenant()
