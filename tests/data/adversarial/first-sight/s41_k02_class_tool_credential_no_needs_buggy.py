from devkit.agent import Tool, ToolExecutionContext


class OpenIssue(Tool):
    name = "open_issue"
    description = "Open an issue"

    async def execute(self, args, ctx: ToolExecutionContext) -> str:
        if ctx.credential is None:
            return "not connected"
        return ctx.credential.name  # expect: DK101
