from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    c, n = ctx, 3
    return c.identity.tenant * n  # expect: DK201
