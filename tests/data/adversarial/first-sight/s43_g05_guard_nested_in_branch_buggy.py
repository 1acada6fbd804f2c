from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if args.check:
        if ctx.run_id is None:
            return "-"
    return ctx.run_id.upper()  # expect: DK201
