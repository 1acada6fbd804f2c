from devkit.agent import Need, Tool, ToolExecutionContext


class GitHubTool(Tool):
    needs = [Need("github", scopes=("repo",))]


class ListIssues(GitHubTool):
    name = "list_issues"

    async def execute(self, args: dict, ctx: ToolExecutionContext) -> list:
        if ctx.credential is None:
            return []
        return [ctx.credential.name]
