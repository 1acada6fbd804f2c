from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> None:
    if callable(ctx.on_teardown) and "run" in (ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: None, scope="run", key="k")
