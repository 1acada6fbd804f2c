from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d", wants=["report", "notes"])
def t(args, ctx: ToolExecutionContext) -> str:
    wanted = ctx.wanted or {}
    parts = [wanted[k].name for k in ("report", "notes") if k in wanted]
    return ",".join(parts)
