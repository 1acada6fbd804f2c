from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    expected = args.run or "run-1"
    if ctx.run_id == expected:
        return ctx.run_id.upper()
    return "other"
