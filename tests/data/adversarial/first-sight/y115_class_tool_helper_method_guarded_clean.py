from devkit.agent import Tool, ToolExecutionContext


class Who(Tool):
    name = "who"
    description = "d"

    async def execute(self, args, ctx: ToolExecutionContext) -> str:
        if ctx.identity is None:
            return "anon"
        return self._tenant(ctx)

    def _tenant(self, ctx: ToolExecutionContext) -> str:
        return f"{ctx.identity.tenant}"
