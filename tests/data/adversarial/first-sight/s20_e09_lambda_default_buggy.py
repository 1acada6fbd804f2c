from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> list:
    name = lambda ident=ctx.identity: ident.tenant  # expect: DK201
    return [name()]
