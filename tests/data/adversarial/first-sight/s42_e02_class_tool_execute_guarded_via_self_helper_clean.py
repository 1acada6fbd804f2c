from devkit.agent import Tool, ToolExecutionContext


class WhoAmI(Tool):
    name = "whoami"
    description = "d"

    def _who(self, ctx: ToolExecutionContext) -> str:
        return ctx.identity.principal or "-"

    def execute(self, args, ctx: ToolExecutionContext) -> str:
        if ctx.identity is None:
            return "anonymous"
        return self._who(ctx)
