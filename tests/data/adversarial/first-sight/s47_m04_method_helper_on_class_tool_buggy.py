from devkit.agent import Tool, ToolExecutionContext


class Audit(Tool):
    name = "audit"

    def _tenant(self, ctx: ToolExecutionContext) -> str:
        return ctx.identity.tenant or "-"  # expect: DK201

    def execute(self, args, ctx: ToolExecutionContext) -> str:
        return "tenant=" + self._tenant(ctx)
