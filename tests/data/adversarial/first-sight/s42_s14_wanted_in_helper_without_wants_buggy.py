from devkit.agent import ToolExecutionContext, tool


def _report_size(ctx: ToolExecutionContext) -> int:
    wanted = ctx.wanted  # expect: DK103
    if wanted and "report" in wanted:
        return wanted["report"].size
    return 0


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    return _report_size(ctx)
