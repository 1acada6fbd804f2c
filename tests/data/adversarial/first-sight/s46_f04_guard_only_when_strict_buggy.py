from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Says the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None and args.strict:
        raise PermissionError("anonymous")
    return ctx.identity.tenant or "-"  # expect: DK201
