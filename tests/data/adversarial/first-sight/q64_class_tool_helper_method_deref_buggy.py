from devkit.agent import Tool, ToolExecutionContext


class Tenant(Tool):
    name = "tenant"

    def _tenant(self, ctx: ToolExecutionContext) -> str:
        return ctx.identity.tenant  # expect: DK201

    def execute(self, args: dict, ctx: ToolExecutionContext) -> str:
        return self._tenant(ctx)
