from devkit.agent import Need, Tool, ToolExecutionContext

NEEDS = [Need("github")]


class GitHubTool(Tool):
    needs = NEEDS  # expect: DK003


class Issues(GitHubTool):
    name = "issues"

    def execute(self, args, ctx: ToolExecutionContext) -> dict:
        if ctx.credential is None:
            return {}
        return {"who": ctx.credential.name}


class Pulls(GitHubTool):
    name = "pulls"

    def execute(self, args, ctx: ToolExecutionContext) -> dict:
        if ctx.credential is None:
            return {}
        return {"who": ctx.credential.name}
