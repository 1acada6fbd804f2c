from devkit.agent import ToolExecutionContext, tool


@tool(name="usage", description="Reports usage.")
def usage(args, ctx: ToolExecutionContext) -> str:
    try:
        try:
            if ctx.identity is None:
                raise PermissionError("anonymous")
            spent = args.meter[args.month]
        except KeyError:
            spent = 0
    except PermissionError:
        spent = -1
    return f"{ctx.identity.tenant} spent {spent}"  # expect: DK201
