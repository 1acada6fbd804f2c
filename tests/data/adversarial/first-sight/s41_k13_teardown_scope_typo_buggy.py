from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> None:
    if ctx.on_teardown is not None and "runs" in (ctx.teardown_scopes or ()):  # expect: DK304
        ctx.on_teardown(lambda: None, scope="runs", key="k")  # expect: DK304
