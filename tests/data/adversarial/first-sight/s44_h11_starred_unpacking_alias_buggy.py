from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    first, *rest = (ctx.identity, args.a, args.b)
    return f"{first.tenant}:{len(rest)}"  # expect: DK201
