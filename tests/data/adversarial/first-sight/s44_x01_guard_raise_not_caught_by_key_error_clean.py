from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            raise PermissionError("anonymous")
        value = args.lookup()
    except KeyError:
        value = None
    return f"{value}:{ctx.identity.tenant}"
