from devkit.agent import tool, ToolExecutionContext


@tool(name="t", wants=["a", "b"])
def t(args, ctx: ToolExecutionContext):
    if ctx.wanted is None:
        return {}
    sizes = {}
    for key in ("a", "b", "summary"):  # expect: DK105
        meta = ctx.wanted.get(key)
        sizes[key] = meta.size if meta else 0
    return sizes
