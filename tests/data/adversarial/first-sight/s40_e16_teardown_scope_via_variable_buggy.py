from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> None:
    scope = "session"
    if "run" in (ctx.teardown_scopes or ()) and ctx.on_teardown:
        ctx.on_teardown(lambda: None, scope=scope, key="k")  # expect: DK301
