from devkit.agent import ToolExecutionContext, tool


@tool(name="who", description="who")
def who(args: dict, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    if ident is None:
        return "nobody"
    ident = ctx.identity
    return ident.principal
