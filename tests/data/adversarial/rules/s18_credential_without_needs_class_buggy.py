from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


class T(Tool):
    name = "t"

    async def execute(self, args, ctx: ToolExecutionContext) -> str:
        if ctx.credential is None:
            return "-"
        return ctx.credential.name  # expect: DK101
