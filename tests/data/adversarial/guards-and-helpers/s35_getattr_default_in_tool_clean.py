from devkit.agent import ToolExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.on_teardown is not None and "run" in (getattr(ctx, "teardown_scopes", None) or ()):
        ctx.on_teardown(lambda: None, scope="run", key="k")
    ident = getattr(ctx, "identity", None)
    if ident is not None:
        return ident.tenant
    return "ok"
