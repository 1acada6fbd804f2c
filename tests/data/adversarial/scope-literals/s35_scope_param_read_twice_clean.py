from devkit.agent import ToolExecutionContext, tool


def honours(ctx: ToolExecutionContext, scope: str) -> bool:
    return bool(scope) and scope in (ctx.teardown_scopes or ())


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.on_teardown is not None and honours(ctx, "run"):
        ctx.on_teardown(lambda: None, scope="run", key="k")
    return "ok"
