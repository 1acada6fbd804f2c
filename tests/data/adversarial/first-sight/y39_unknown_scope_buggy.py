from devkit.agent import ToolExecutionContext, tool


@tool(name="open_conn", description="Open a connection.")
async def open_conn(args, ctx: ToolExecutionContext) -> None:
    if ctx.on_teardown is not None and ctx.teardown_scopes and "tenant" in ctx.teardown_scopes:  # expect: DK304
        ctx.on_teardown(lambda: None, scope="tenant", key="k")  # expect: DK304
