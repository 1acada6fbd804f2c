from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        return ctx.identity.tenant or "-"
    except* AttributeError:
        pass
    return "anonymous"
