from devkit.agent import ToolExecutionContext, tool


class Labeler:
    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    def label(self, ctx: ToolExecutionContext) -> str:
        if ctx.run_id is None:
            return self.prefix
        return self.prefix + ctx.run_id.upper()


LABELER = Labeler("run-")


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return LABELER.label(ctx)
