from devkit.agent import ToolExecutionContext, tool

SCOPE = "request"


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> None:
    if SCOPE in (ctx.teardown_scopes or ()) and ctx.on_teardown:  # expect: DK304
        ctx.on_teardown(lambda: None, scope=SCOPE, key="k")  # expect: DK304
