from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    scopes = ctx.teardown_scopes or ()
    if "request" in scopes and ctx.on_teardown is not None:  # expect: DK304
        ctx.on_teardown(print, scope="request")  # expect: DK304
    return "ok"
