from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        value = args.lookup()
    except LookupError:
        if ctx.identity is None:
            return "missing"
        value = None
    return f"{value}:{ctx.identity.tenant}"  # expect: DK201
