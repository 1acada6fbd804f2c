from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


class Report(Tool):
    name = "report"
    wants = ["report"]

    async def execute(self, args, ctx: ToolExecutionContext) -> int:
        return ctx.wanted["report"].size  # expect: DK201
