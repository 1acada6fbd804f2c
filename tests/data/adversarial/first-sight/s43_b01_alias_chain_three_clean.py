from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    a = ctx
    b = a
    ident = b.identity
    c = ident
    if not c:
        return "-"
    return ident.tenant or "-"
