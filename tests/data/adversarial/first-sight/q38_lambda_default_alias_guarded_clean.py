from devkit.agent import ToolExecutionContext, tool


@tool(name="label", description="d")
def label(args: dict, ctx: ToolExecutionContext) -> list:
    if ctx.identity is None:
        return []
    fmt = lambda item, ident=ctx.identity: f"{ident.tenant}:{item}"
    return [fmt(i) for i in range(3)]
