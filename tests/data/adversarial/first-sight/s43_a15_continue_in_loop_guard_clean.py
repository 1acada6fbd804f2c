from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    out = []
    for name in args.names:
        ident = ctx.identity
        if ident is None:
            continue
        out.append(f"{name}@{ident.tenant}")
    return out
