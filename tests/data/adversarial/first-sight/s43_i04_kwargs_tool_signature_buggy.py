from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext, *extra, **options) -> str:
    return ctx.identity.principal or "-"  # expect: DK201
