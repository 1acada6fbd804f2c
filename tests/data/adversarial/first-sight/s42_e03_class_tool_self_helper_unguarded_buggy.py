from devkit.agent import Tool, ToolExecutionContext


class WhoAmI(Tool):
    name = "whoami"
    description = "d"

    def _who(self, ctx: ToolExecutionContext) -> str:
        return ctx.identity.principal or "-"  # expect: DK201

    def execute(self, args, ctx: ToolExecutionContext) -> str:
        return self._who(ctx)
