from devkit.agent import Tool, ToolExecutionContext


class Who(Tool):
    name = "who"
    description = "d"

    async def execute(self, args, ctx: ToolExecutionContext) -> str:
        return self._tenant(ctx)

    @staticmethod
    def _tenant(ctx: ToolExecutionContext) -> str:
        return f"{ctx.identity.tenant}"  # expect: DK201
