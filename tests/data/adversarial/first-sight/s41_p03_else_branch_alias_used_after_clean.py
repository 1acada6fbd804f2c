from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        raise PermissionError("no caller")
    else:
        ident = ctx.identity
    return str(ident.principal)
