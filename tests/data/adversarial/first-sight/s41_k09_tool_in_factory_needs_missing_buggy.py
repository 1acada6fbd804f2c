from devkit.agent import ToolExecutionContext, tool


def make_tools(prefix: str):
    @tool(name=f"{prefix}_read", description="d")
    def read(args, ctx: ToolExecutionContext) -> str:
        return ctx.credential.name  # expect: DK101

    return [read]
