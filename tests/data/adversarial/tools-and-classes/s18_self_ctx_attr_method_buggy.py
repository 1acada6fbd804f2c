from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


class Sync(Tool):
    name = "sync"

    async def execute(self, args, ctx: ToolExecutionContext) -> str:
        self.ctx = ctx
        return self._tenant()

    def _tenant(self) -> str:
        return self.ctx.identity.tenant  # expect: DK201
