from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    return [who.tenant for who in [ctx.identity, args.fallback]]  # expect: DK201
