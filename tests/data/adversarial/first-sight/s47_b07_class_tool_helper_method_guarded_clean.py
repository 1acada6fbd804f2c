from devkit.agent import Need, Tool, ToolExecutionContext


class Fetch(Tool):
    name = "fetch"
    needs = [Need("github")]

    def _who(self, ctx: ToolExecutionContext) -> str:
        return ctx.credential.name

    def execute(self, args, ctx: ToolExecutionContext) -> str:
        if ctx.credential is None:
            return "anonymous"
        return self._who(ctx)
