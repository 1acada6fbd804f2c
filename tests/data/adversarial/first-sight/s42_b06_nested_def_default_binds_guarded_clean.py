from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    if ctx.identity is None:
        return []

    def label(x, ident=ctx.identity):
        return f"{ident.principal}/{x}"

    return [label(x) for x in args.items]
