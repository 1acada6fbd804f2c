from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    describe = lambda who=ctx.identity: f"{who.principal}@{args.host}"  # expect: DK201
    return describe()
