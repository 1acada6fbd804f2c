from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    label = lambda item, ident=ctx.identity: f"{ident.tenant}:{item}"  # expect: DK201
    return [label(i) for i in args.items]
