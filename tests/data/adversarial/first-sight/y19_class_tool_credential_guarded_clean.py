from devkit.agent import Need, Tool, ToolExecutionContext


class OpenIssue(Tool):
    name = "open_issue"
    description = "Open an issue."
    needs = [Need("github", scopes=("repo",))]

    async def execute(self, args, ctx: ToolExecutionContext) -> str:
        credential = ctx.credential
        if credential is None:
            raise PermissionError("github is not connected")
        token = credential.secret.reveal()
        return str(len(token))
