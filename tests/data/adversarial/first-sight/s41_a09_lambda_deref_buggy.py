from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    run_key = lambda: "run:" + ctx.run_id.upper()  # expect: DK201
    return run_key()
