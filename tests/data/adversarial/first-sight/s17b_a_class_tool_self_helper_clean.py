from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


class Who(Tool):
    name = "who"

    def _tenant(self, ctx: ToolExecutionContext) -> str:
        if ctx.identity is None:
            return "-"
        return ctx.identity.tenant or "-"

    async def execute(self, args, ctx: ToolExecutionContext) -> str:
        return self._tenant(ctx)
