from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    for _ in args.items:
        if ctx.identity is None:
            return "anon"
    return ctx.identity.principal or "-"  # expect: DK201
