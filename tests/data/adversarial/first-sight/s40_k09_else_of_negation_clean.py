from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if not ctx.identity:
        who = "anonymous"
    elif ctx.identity.principal is None:
        who = "unnamed"
    else:
        who = ctx.identity.principal.lower()
    return who
