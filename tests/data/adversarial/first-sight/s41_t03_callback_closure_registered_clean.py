from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return "anonymous"
    ident = ctx.identity

    def label(item: str) -> str:
        return f"{ident.principal}:{item}"

    return ",".join(map(label, args.items))
