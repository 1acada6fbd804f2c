from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    return [*ctx.teardown_scopes, "run"]  # expect: DK201
