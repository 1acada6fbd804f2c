from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    run_id = ctx.run_id
    assert isinstance(run_id, str), "tools run inside a run"
    return run_id.upper()
