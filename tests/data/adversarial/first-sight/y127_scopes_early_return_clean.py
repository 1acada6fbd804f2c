from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> None:
    if not ctx.teardown_scopes or "run" not in ctx.teardown_scopes:
        return
    if ctx.on_teardown is None:
        return
    ctx.on_teardown(lambda: None, scope="run", key="k")
