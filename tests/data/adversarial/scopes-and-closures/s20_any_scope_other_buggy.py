from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> None:
    if ctx.on_teardown is not None and any(s == "run" for s in ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: None, scope="session", key="k")  # expect: DK301
