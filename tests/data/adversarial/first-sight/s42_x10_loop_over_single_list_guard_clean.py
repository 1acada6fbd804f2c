from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    out = []
    for ident in [ctx.identity]:
        if ident:
            out.append(ident.principal or "-")
    return out
