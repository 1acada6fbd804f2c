from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if any((ident := ctx.identity) is None for _ in args.items):
        return "anon"
    return ctx.identity.principal or "-"  # expect: DK201
