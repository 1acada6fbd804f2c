from devkit.agent import Need, Tool, ToolExecutionContext


class OpenIssue(Tool):
    name = "open_issue"
    description = "Open an issue."
    needs = [Need("github", scopes=("repo",))]

    async def execute(self, args, ctx: ToolExecutionContext) -> str:
        token = ctx.credential.secret.reveal()  # expect: DK201
        return str(len(token))
