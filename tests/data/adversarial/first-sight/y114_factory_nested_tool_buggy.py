from devkit.agent import ToolExecutionContext, tool


def make_tool(prefix: str):
    @tool(name=f"{prefix}_who", description="d")
    async def who(args, ctx: ToolExecutionContext) -> str:
        return prefix + ctx.identity.tenant  # expect: DK201

    return who
