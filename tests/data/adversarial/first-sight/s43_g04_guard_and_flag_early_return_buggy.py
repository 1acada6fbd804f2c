from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id is None and args.strict:
        return "-"
    return ctx.run_id.upper()  # expect: DK201
