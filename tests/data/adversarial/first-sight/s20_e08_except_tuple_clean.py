from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    try:
        return ctx.identity.principal or ""
    except (KeyError, AttributeError):
        return ""
