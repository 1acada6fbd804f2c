from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


class Report(Tool):
    name = "report"
    wants = ["report"]

    async def execute(self, args, ctx: ToolExecutionContext) -> int:
        if not ctx.wanted:
            return 0
        return ctx.wanted["report"].size
