from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


class Who(Tool):
    name = "who"

    async def execute(self, args, ctx: ToolExecutionContext) -> str:
        self.ident = ctx.identity
        return self.ident.tenant or "-"  # expect: DK201
