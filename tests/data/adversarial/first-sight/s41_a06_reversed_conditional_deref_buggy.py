from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant if not ctx.identity else "anonymous"  # expect: DK201
