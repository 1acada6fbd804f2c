from devkit.agent import ToolExecutionContext, tool


def who(c: ToolExecutionContext):
    return c.identity


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    ident = who(ctx)
    if ident is None:
        return ""
    return ident.tenant or ""
