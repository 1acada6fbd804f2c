from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    fmt = lambda name, ident=ctx.identity: f"{ident.tenant}/{name}"  # expect: DK201
    if ctx.identity is None:
        return []
    return [fmt(n) for n in args.names]
