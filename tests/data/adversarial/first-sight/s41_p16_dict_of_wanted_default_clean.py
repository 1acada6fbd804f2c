from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d", wants=["report"])
def t(args, ctx: ToolExecutionContext) -> int:
    wanted = dict(ctx.wanted or {})
    meta = wanted.get("report")
    return meta.size if meta is not None else 0
