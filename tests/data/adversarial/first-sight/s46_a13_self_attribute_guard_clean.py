from devkit.agent import Tool, ToolExecutionContext


class WhoAmI(Tool):
    name = "whoami"

    def execute(self, args, ctx: ToolExecutionContext) -> str:
        self._who = ctx.identity
        if self._who is None:
            return "anonymous"
        return self._who.tenant
