from devkit.agent import ToolExecutionContext, tool


@tool(name="scopes", description="Lists teardown scopes.")
def scopes(args, ctx: ToolExecutionContext) -> list[str]:
    found = []
    for scope in ctx.teardown_scopes:  # expect: DK201
        found.append(scope)
    return found
