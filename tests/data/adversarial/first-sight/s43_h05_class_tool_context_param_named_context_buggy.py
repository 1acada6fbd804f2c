from devkit.agent import Tool, ToolExecutionContext


class Abortable(Tool):
    name = "abortable"

    async def execute(self, args, context: ToolExecutionContext) -> bool:
        return context.signal.aborted  # expect: DK201
