from devkit.agent import ToolExecutionContext, tool


def _anonymous(ctx: ToolExecutionContext, registry) -> bool:
    return registry.blocked() or ctx.identity is None


@tool(name="report", description="Reports usage.")
def report(args, ctx: ToolExecutionContext) -> str:
    try:
        if _anonymous(ctx, args.registry):
            raise PermissionError("anonymous")
        usage = 1
    except KeyError:
        usage = -1
    return f"{ctx.identity.tenant}:{usage}"  # expect: DK201
