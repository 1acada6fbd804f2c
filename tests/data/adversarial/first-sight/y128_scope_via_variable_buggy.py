from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> None:
    scope = "session"
    if ctx.on_teardown is not None and ctx.teardown_scopes and "run" in ctx.teardown_scopes:
        ctx.on_teardown(lambda: None, scope=scope, key="k")  # expect: DK301
