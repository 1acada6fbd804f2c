from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    print("identity:", ctx.identity, "run:", str(ctx.run_id))
    return repr(ctx.signal)
