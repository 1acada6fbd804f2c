from devkit.agent import Tool, ToolExecutionContext


class Counter(Tool):
    name = "counter"

    def _scope(self, ctx: ToolExecutionContext) -> str:
        return ctx.identity.conversation or "none"  # expect: DK201

    def execute(self, args, ctx: ToolExecutionContext) -> str:
        return self._scope(ctx)
