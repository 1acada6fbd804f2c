from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id is None or not args.verbose:
        return ""
    return ctx.run_id.upper()
