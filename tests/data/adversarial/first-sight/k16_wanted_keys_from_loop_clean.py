from devkit.agent import tool, ToolExecutionContext


@tool(name="t", wants=["a", "b"])
def t(args, ctx: ToolExecutionContext):
    if ctx.wanted is None:
        return {}
    sizes = {}
    for key in ["a", "b"]:
        sizes[key] = ctx.wanted[key].size
    return sizes
