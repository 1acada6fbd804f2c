from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    missing = ident is None
    if missing:
        return ident.tenant or ""  # expect: DK201
    return ""
