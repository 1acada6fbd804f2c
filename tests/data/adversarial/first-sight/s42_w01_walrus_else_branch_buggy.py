from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ident := ctx.identity:
        return ident.principal or "-"
    else:
        return ident.tenant or "-"  # expect: DK201
