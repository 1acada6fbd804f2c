from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


class Open(Tool):
    name = "open"

    async def execute(self, args, ctx: ToolExecutionContext) -> str:
        cred = ctx.credential  # expect: DK101
        return cred.name if cred is not None else "-"
