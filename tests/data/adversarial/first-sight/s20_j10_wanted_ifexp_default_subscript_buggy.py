from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t", wants=["report"])
def t(args: dict, ctx: ToolExecutionContext) -> int:
    wanted = ctx.wanted if ctx.wanted is not None else {}
    if "summary" in wanted:
        return wanted["summary"].size  # expect: DK105
    return 0
