from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    ident = ctx.identity
    if ident is None:
        return []
    out = []
    for x in args.items:
        out.append(f"{ident.principal}:{x}")  # expect: DK201
        if x == "switch":
            ident = None
    return out
