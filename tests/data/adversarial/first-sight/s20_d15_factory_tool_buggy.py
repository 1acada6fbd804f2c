from devkit.agent import ToolExecutionContext, tool


def make_tool(prefix: str):
    @tool(name=f"{prefix}_who", description="who")
    def who(args: dict, ctx: ToolExecutionContext) -> str:
        return prefix + ctx.identity.tenant  # expect: DK201

    return who
