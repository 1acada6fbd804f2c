from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t", wants=["report", "summary"])
def t(args: dict, ctx: ToolExecutionContext) -> int:
    wanted = ctx.wanted or {}
    meta = wanted.get("summary") or wanted.get("report")
    return meta.size if meta else 0
