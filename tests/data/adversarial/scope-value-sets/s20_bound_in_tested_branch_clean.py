from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext, keep: bool = False) -> None:
    scope = "run"
    if keep:
        scope = "session"
        if ctx.on_teardown is not None and "session" in (ctx.teardown_scopes or ()):
            ctx.on_teardown(lambda: None, scope=scope, key="k")
