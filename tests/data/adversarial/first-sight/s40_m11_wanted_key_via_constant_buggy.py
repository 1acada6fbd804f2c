from devkit.agent import ToolExecutionContext, tool

KEY = "summary"


@tool(name="t", description="d", wants=["report"])
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.wanted is None or KEY not in ctx.wanted:
        return 0
    return ctx.wanted[KEY].size  # expect: DK105
