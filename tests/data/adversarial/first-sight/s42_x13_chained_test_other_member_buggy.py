from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id is not None is not args.label:
        return ctx.session_id.upper()  # expect: DK201
    return ""
