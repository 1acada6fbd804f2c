from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    try:
        ident = ctx.identity
        if ident is None:
            raise LookupError("no identity")
    except LookupError:
        return "anonymous"
    else:
        return ident.tenant
