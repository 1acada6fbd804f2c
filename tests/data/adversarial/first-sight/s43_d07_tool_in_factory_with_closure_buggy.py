from devkit.agent import ToolExecutionContext, tool


def make_tools(prefix: str):
    @tool(name=f"{prefix}_who", description="d")
    def who(args, ctx: ToolExecutionContext) -> str:
        return prefix + ctx.identity.principal  # expect: DK201

    return [who]
