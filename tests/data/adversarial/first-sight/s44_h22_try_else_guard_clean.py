from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        value = args.lookup()
    except LookupError:
        return "missing"
    else:
        if ctx.identity is None:
            return "anonymous"
    return f"{value}:{ctx.identity.tenant}"
