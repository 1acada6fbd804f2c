from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        ident = ctx.identity
        if ident is None:
            raise LookupError("anonymous")
    except LookupError:
        return "anonymous"
    else:
        return ident.tenant or "none"
