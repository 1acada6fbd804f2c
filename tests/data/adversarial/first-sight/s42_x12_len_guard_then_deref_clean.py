from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    scopes = ctx.teardown_scopes
    if scopes is None or len(scopes) == 0:
        return "none"
    return scopes[0]
