from devkit.agent import ToolExecutionContext, tool


class Labeler:
    def __init__(self, ctx: ToolExecutionContext) -> None:
        self.ctx = ctx

    def label(self, name: str) -> str:
        return f"{self.ctx.identity.tenant}/{name}"  # expect: DK201


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return Labeler(ctx).label(args.name)
