from devkit.agent import ToolExecutionContext, tool


def honours(scope: str, *, ctx: ToolExecutionContext) -> bool:
    return scope in (ctx.teardown_scopes or ())


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.on_teardown is not None and honours("run", ctx=ctx):
        ctx.on_teardown(lambda: None, scope="run", key="k")
