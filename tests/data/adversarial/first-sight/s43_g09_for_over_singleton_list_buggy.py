from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    out = []
    for ident in [ctx.identity]:
        out.append(str(ident.principal))  # expect: DK201
    return out
