from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    return sorted(ctx.teardown_scopes)  # expect: DK201
