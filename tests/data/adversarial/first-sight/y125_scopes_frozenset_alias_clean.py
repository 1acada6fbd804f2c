from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> None:
    allowed = frozenset(ctx.teardown_scopes or ())
    if ctx.on_teardown is not None and "session" in allowed:
        ctx.on_teardown(lambda: None, scope="session", key="k")
