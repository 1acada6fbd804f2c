from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        who = ctx.identity.principal.upper()
    except (AttributeError, TypeError):
        who = "nobody"
    return who
