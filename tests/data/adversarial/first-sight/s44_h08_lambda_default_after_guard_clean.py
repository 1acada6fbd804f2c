from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return "anonymous"
    describe = lambda who=ctx.identity: f"{who.principal}@{args.host}"
    return describe()
