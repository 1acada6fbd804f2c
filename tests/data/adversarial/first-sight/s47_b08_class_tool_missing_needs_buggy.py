from devkit.agent import Tool, ToolExecutionContext


class Fetch(Tool):
    name = "fetch"

    def execute(self, args, ctx: ToolExecutionContext) -> str:
        if ctx.credential is None:
            return "anonymous"
        first = ctx.credential.name  # expect: DK101
        return first + ctx.credential.kind
