from devkit.agent import Tool, ToolExecutionContext


class Summarise(Tool):
    name = "summarise"

    def execute(self, args, ctx: ToolExecutionContext) -> int:
        meta = (ctx.wanted or {}).get("report")  # expect: DK103
        return meta.size if meta is not None else 0
