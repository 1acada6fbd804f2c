from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        who = "nobody"
    elif ctx.identity.tenant is None:
        who = "no tenant"
    else:
        who = ctx.identity.tenant.upper()
    return who
