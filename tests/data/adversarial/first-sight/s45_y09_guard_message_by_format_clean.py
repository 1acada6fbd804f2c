from devkit.agent import ToolExecutionContext, tool


@tool(name="usage", description="Reports usage.")
def usage(args, ctx: ToolExecutionContext) -> str:
    try:
        if not ctx.identity:
            raise PermissionError("{} needs a signed-in caller".format(args.tool_name))
        spent = args.meter[args.month]
    except KeyError:
        spent = 0
    return "{} spent {}".format(ctx.identity.tenant, spent)
