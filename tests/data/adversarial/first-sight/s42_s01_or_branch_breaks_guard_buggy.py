from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if (ctx.run_id is not None and len(ctx.run_id) > 3) or args.force:
        return ctx.run_id.upper()  # expect: DK201
    return ""
