from devkit.agent import ToolExecutionContext, tool


def _honours(ctx: ToolExecutionContext, scope: str) -> bool:
    return scope in (ctx.teardown_scopes or ())


def honours(ctx: ToolExecutionContext, scope: str) -> bool:
    return _honours(ctx, scope)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.on_teardown is not None and honours(ctx, "run"):
        ctx.on_teardown(lambda: None, scope="run", key="k")
