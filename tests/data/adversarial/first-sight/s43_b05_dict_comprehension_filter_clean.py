from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d", wants=["report"])
def t(args, ctx: ToolExecutionContext) -> dict:
    return {k: m.size for k, m in (ctx.wanted or {}).items() if m is not None}
