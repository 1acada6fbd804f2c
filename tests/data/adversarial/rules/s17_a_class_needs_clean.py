from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


class Open(Tool):
    name = "open"
    needs = [Need("github", scopes=("repo",))]

    async def execute(self, args, ctx: ToolExecutionContext) -> str:
        cred = ctx.credential
        return cred.name if cred is not None else "-"
