from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="Says the tenant.")
def tenant(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            return "anonymous"
    finally:
        args.log.append("identity checked")
    return ctx.identity.tenant or "-"
