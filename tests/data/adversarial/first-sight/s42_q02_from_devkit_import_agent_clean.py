from devkit import agent


@agent.tool(name="t", description="d")
def t(args, ctx: agent.ToolExecutionContext) -> str:
    return ctx.run_id.upper() if ctx.run_id else "-"
