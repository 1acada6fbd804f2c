from devkit.agent import Tool, ToolExecutionContext


class BaseTool(Tool):
    description = "shared base"


class ListIssues(BaseTool):
    name = "list_issues"

    async def execute(self, args: dict, ctx: ToolExecutionContext) -> list:
        return [ctx.credential.name]  # expect: DK101
