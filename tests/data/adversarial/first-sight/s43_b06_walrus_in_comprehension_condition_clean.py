from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    return [n for n in args.names if (ident := ctx.identity) is not None and ident.tenant == n]
