from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    if ctx.identity is None:
        return []
    label = lambda item, ident=ctx.identity: f"{ident.tenant}:{item}"
    return [label(i) for i in args.items]
