from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    tag = lambda x, ident=ctx.identity: f"{ident.principal}:{x}"  # expect: DK201
    return [tag(x) for x in args.items]
