from devkit.agent import ToolExecutionContext, tool


@tool(name="scopes", description="List scopes.")
async def scopes(args, ctx: ToolExecutionContext) -> list[str]:
    return [scope.upper() for scope in ctx.teardown_scopes or ()]
