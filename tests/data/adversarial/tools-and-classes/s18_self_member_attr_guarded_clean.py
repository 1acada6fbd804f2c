from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


class Sync(Tool):
    name = "sync"

    async def execute(self, args, ctx: ToolExecutionContext) -> str:
        self.ident = ctx.identity
        if self.ident is None:
            return "-"
        return self.ident.principal or "-"
