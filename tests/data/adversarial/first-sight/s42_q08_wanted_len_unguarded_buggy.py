from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d", wants=["report"])
def t(args, ctx: ToolExecutionContext) -> int:
    return len(ctx.wanted)  # expect: DK201
