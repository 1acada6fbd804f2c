from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    if args.get("strict"):
        if ctx.identity is None:
            raise PermissionError("identity required")
    else:
        if not ctx.identity:
            return "anonymous"
    return ctx.identity.tenant
