from devkit.agent import Need, Tool, ToolExecutionContext


class GithubTool(Tool):
    needs = [Need("github", scopes=("repo",))]


class OpenIssue(GithubTool):
    name = "open_issue"

    def execute(self, args: dict, ctx: ToolExecutionContext) -> str:
        if ctx.credential is None:
            return "no credential"
        return ctx.credential.name
