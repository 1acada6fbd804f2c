from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        return "-".join(ctx.teardown_scopes)
    except TypeError:
        return "no scopes"
