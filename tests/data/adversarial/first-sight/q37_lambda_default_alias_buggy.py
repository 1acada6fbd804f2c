from devkit.agent import ToolExecutionContext, tool


@tool(name="label", description="d")
def label(args: dict, ctx: ToolExecutionContext) -> list:
    fmt = lambda item, ident=ctx.identity: f"{ident.tenant}:{item}"  # expect: DK201
    return [fmt(i) for i in range(3)]
