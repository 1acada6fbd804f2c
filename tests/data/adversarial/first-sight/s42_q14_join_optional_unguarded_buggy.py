from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return ",".join(ctx.teardown_scopes)  # expect: DK201
