from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity != None:  # noqa: E711
        return ctx.identity.principal or "-"
    return "anon"
