from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> None:
    scopes = ctx.teardown_scopes or ()
    if "run" in scopes:
        print("run scope available")
    if ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope="run", key="k")  # expect: DK301
