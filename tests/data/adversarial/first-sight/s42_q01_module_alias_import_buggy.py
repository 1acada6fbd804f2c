import devkit.agent as ag


@ag.tool(name="t", description="d")
def t(args, ctx: ag.ToolExecutionContext) -> str:
    return ctx.run_id.upper()  # expect: DK201
