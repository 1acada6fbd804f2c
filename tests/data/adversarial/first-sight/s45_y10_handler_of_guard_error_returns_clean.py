from devkit.agent import ToolExecutionContext, tool


@tool(name="usage", description="Reports usage.")
def usage(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            raise PermissionError("anonymous")
        spent = args.meter[args.month]
    except PermissionError as denied:
        return str(denied)
    except KeyError:
        spent = 0
    return f"{ctx.identity.tenant} spent {spent}"
