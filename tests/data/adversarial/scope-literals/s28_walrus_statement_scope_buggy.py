from devkit.agent import ToolExecutionContext, tool


@tool(name="clean")
def clean(args, ctx: ToolExecutionContext):
    (scope := "sesion")
    if ctx.on_teardown is not None and scope in (ctx.teardown_scopes or ()):  # expect: DK304
        ctx.on_teardown(lambda: None, scope=scope, key="k")  # expect: DK304
    return None
