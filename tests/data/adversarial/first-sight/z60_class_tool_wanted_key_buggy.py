from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


class Summarise(Tool):
    name = "summarise"
    wants = ["report"]

    async def execute(self, args, ctx: ToolExecutionContext) -> int:
        if ctx.wanted is None:
            return 0
        return ctx.wanted["notes"].size  # expect: DK105
