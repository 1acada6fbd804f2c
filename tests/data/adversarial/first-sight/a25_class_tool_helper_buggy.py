from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

class Report(Tool):
    name = "report"

    async def execute(self, args, ctx: ToolExecutionContext):
        return self._title(ctx)

    def _title(self, ctx):
        return "Run " + ctx.run_id.upper()  # expect: DK201
