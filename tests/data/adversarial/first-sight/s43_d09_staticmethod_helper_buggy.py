from devkit.agent import Tool, ToolExecutionContext


class Who(Tool):
    name = "who"

    def execute(self, args, ctx: ToolExecutionContext) -> str:
        return self._principal(ctx)

    @staticmethod
    def _principal(ctx: ToolExecutionContext) -> str:
        return ctx.identity.principal  # expect: DK201
