from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    ident = ctx.identity
    if ident is None:
        return []

    def label(item: str) -> str:
        return f"{ident.principal}:{item}"  # expect: DK201

    ident = args.fallback_identity if args.use_fallback else ctx.identity
    return [label(i) for i in args.items]
