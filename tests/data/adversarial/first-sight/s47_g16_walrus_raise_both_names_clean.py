from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Names the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str:
    if (ident := ctx.identity) is None:
        raise PermissionError("identity required")
    return f"{ident.tenant}/{ctx.identity.principal}"
