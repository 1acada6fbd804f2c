from devkit.agent import Tool, ToolExecutionContext


class Who(Tool):
    name = "who"

    def _tenant(self, ctx: ToolExecutionContext) -> str:
        return ctx.identity.tenant or "-"  # expect: DK201

    async def execute(self, args: dict, ctx: ToolExecutionContext) -> str:
        return self._tenant(ctx)
