from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.identity is None:
            raise NotImplementedError("anonymous")
        value = args.lookup()
    except (KeyError, RuntimeError):
        value = None
    return f"{value}:{ctx.identity.tenant}"  # expect: DK201
