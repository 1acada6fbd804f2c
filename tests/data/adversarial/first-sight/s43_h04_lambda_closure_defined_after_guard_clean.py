from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list[str]:
    if ctx.identity is None:
        return []
    get = lambda n: f"{ctx.identity.principal}:{n}"
    return [get(n) for n in args.names]
