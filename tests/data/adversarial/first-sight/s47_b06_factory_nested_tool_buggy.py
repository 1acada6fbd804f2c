from devkit.agent import ToolExecutionContext, tool


def make_tools(prefix: str) -> list:
    @tool(name=prefix + "_who", description="Names the caller.")
    def who(args, ctx: ToolExecutionContext) -> str:
        return ctx.identity.principal  # expect: DK201

    return [who]
