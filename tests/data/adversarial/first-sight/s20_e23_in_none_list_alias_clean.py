from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> str:
    run = ctx.run_id
    if run in [None]:
        raise ValueError("no run")
    return run.upper()
