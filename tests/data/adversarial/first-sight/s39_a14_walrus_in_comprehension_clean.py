from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    if (ident := ctx.identity) is None:
        return []
    return [f"{ident.principal or '?'}:{item}" for item in args.items]
