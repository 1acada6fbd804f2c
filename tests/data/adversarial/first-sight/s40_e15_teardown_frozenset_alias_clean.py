from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> None:
    fires = frozenset(ctx.teardown_scopes or ())
    can_run = "run" in fires
    if can_run and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope="run", key="k")
