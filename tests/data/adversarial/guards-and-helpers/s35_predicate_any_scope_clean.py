from devkit.agent import ToolExecutionContext, tool


def honours(ctx: ToolExecutionContext, scope: str) -> bool:
    scopes = ctx.teardown_scopes or ()
    return scope in scopes


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.on_teardown is not None and honours(ctx, "run"):
        ctx.on_teardown(lambda: None, scope="run", key="k")
    return "ok"
