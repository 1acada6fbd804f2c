from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
def t(args: dict, ctx: ToolExecutionContext) -> None:
    scopes = ctx.teardown_scopes or ()
    if ctx.on_teardown is not None and any(s == "run" for s in scopes):
        ctx.on_teardown(lambda: None, scope="run", key="k")
