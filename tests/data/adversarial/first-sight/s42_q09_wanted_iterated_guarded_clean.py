from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d", wants=["report"])
def t(args, ctx: ToolExecutionContext) -> list[str]:
    if not ctx.wanted:
        return []
    return [name for name in ctx.wanted]
