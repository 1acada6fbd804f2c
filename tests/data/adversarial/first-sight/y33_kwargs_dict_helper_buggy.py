from devkit.agent import ToolExecutionContext, tool


def principal(ctx: ToolExecutionContext) -> str:
    return ctx.identity.principal  # expect: DK201


@tool(name="who", description="Who calls.")
async def who(args, ctx: ToolExecutionContext) -> str:
    return principal(**{"ctx": ctx})
