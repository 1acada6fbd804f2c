from devkit.agent import ToolExecutionContext, tool


@tool(name="tenant", description="d")
def tenant(args: dict, ctx: ToolExecutionContext) -> str:
    if args.get("strict"):
        if ctx.identity is None:
            raise PermissionError("identity required")
    else:
        print("lenient")
    return ctx.identity.tenant  # expect: DK201
