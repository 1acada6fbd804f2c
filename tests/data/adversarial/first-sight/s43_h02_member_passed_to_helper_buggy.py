from devkit.agent import ToolExecutionContext, tool


def _fmt(ident) -> str:
    return str(ident.tenant)  # expect: DK201


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return _fmt(ctx.identity)
