from devkit.agent import ToolExecutionContext, tool


@tool(name="usage", description="Reports usage.")
def usage(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            raise PermissionError(f"{args.tool_name} needs a signed-in caller")
        spent = args.meter[args.month]
    except (KeyError, IndexError):
        spent = 0
    return f"{ctx.identity.tenant} spent {spent}"
