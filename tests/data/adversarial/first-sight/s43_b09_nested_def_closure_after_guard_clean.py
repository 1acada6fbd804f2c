from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    ident = ctx.identity
    if ident is None:
        return []

    def label(name: str) -> str:
        return f"{ident.tenant}:{name}"

    return [label(n) for n in args.names]
