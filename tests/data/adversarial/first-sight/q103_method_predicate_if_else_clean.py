from devkit.agent import Tool, ToolExecutionContext


class Tenant(Tool):
    name = "tenant"

    def _known(self, ctx: ToolExecutionContext) -> bool:
        if ctx.identity is None:
            return False
        else:
            return True

    def execute(self, args: dict, ctx: ToolExecutionContext) -> str:
        if not self._known(ctx):
            return "anonymous"
        return ctx.identity.tenant
