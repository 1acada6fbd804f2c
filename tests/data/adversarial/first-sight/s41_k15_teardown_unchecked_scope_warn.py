from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> None:
    if ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope="session", key="k")  # expect: DK301
