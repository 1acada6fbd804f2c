from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return ",".join(sorted(ctx.teardown_scopes or ()))
