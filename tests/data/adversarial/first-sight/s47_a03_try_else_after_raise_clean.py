from devkit.agent import ToolExecutionContext, tool


@tool(name="principal", description="Names the principal.")
def principal(args, ctx: ToolExecutionContext) -> str | None:
    try:
        ident = ctx.identity
        if ident is None:
            raise LookupError("no identity")
    except LookupError:
        return None
    else:
        return ident.principal
