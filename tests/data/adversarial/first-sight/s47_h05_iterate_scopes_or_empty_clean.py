from devkit.agent import ToolExecutionContext, tool


@tool(name="scopes", description="Lists teardown scopes.")
def scopes(args, ctx: ToolExecutionContext) -> list[str]:
    return [scope.upper() for scope in ctx.teardown_scopes or ()]
