from devkit.agent import ToolExecutionContext, tool


def _fmt(ident) -> str:
    if ident is None:
        return "-"
    return str(ident.tenant)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    return _fmt(ctx.identity)
